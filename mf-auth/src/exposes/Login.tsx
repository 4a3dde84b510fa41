import '../contract';
import { LoginForm } from '../features/login/components/LoginForm';
import '../i18n/registerLogin';

export default function Login() {
  return <LoginForm />;
}
