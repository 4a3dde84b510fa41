import '../contract';
import { GuidePage } from '../features/legals/components/GuidePage';
import '../i18n/register';

export default function Guide() {
  return <GuidePage />;
}
