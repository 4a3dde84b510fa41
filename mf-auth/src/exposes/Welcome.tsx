import '../contract';
import { registerMessages } from '@lexdesk/shared';
import { WelcomeForm } from '../features/welcome/components/WelcomeForm';
import { authMessages } from '../i18n/messages';

registerMessages(authMessages);

export default function Welcome() {
  return <WelcomeForm />;
}
