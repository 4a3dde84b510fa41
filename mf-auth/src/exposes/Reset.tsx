import '../contract';
import { registerMessages } from '@lexdesk/shared';
import { ResetForm } from '../features/reset/components/ResetForm';
import { authMessages } from '../i18n/messages';

registerMessages(authMessages);

export default function Reset() {
  return <ResetForm />;
}
