import '../contract';
import { registerMessages } from '@lexdesk/shared';
import { RegisterForm } from '../features/register/components/RegisterForm';
import { authMessages } from '../i18n/messages';

registerMessages(authMessages);

export default function Register() {
  return <RegisterForm />;
}
