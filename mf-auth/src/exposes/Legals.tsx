import '../contract';
import { LegalsPage } from '../features/legals/components/LegalsPage';
import '../i18n/register';

export default function Legals() {
  return <LegalsPage />;
}
