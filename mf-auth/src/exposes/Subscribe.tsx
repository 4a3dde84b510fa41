import '../contract';
import { registerMessages } from '@lexdesk/shared';
import { SubscribeForm } from '../features/subscribe/components/SubscribeForm';
import { authMessages } from '../i18n/messages';

registerMessages(authMessages);

export default function Subscribe() {
  return <SubscribeForm />;
}
