import '../contract';
import { WelcomeForm } from '../features/welcome/components/WelcomeForm';
import '../i18n/register';

export default function Welcome() {
  return <WelcomeForm />;
}
