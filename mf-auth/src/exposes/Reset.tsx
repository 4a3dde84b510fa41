import '../contract';
import { ResetForm } from '../features/reset/components/ResetForm';
import '../i18n/register';

export default function Reset() {
  return <ResetForm />;
}
