import '../contract';
import { registerMessages } from '@lexdesk/shared';
import { LoginForm } from '../features/login/components/LoginForm';
import { authMessages } from '../i18n/messages';

registerMessages(authMessages);

export default function Login() {
  return <LoginForm />;
}
