import '../contract';
import { ForgotForm } from '../features/forgot/components/ForgotForm';
import '../i18n/register';

export default function Forgot() {
  return <ForgotForm />;
}
