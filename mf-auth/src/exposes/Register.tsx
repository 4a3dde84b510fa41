import '../contract';
import { RegisterForm } from '../features/register/components/RegisterForm';
import '../i18n/register';

export default function Register() {
  return <RegisterForm />;
}
