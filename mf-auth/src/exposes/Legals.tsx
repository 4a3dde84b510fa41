import '../contract';
import { registerMessages } from '@lexdesk/shared';
import { LegalsPage } from '../features/legals/components/LegalsPage';
import { authMessages } from '../i18n/messages';

registerMessages(authMessages);

export default function Legals() {
  return <LegalsPage />;
}
