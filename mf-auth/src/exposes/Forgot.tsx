import '../contract';
import { registerMessages } from '@lexdesk/shared';
import { ForgotForm } from '../features/forgot/components/ForgotForm';
import { authMessages } from '../i18n/messages';

registerMessages(authMessages);

export default function Forgot() {
  return <ForgotForm />;
}
