import '../contract';
import { SubscribeForm } from '../features/subscribe/components/SubscribeForm';
import '../i18n/register';

export default function Subscribe() {
  return <SubscribeForm />;
}
