import '../contract';
import '../i18n/register';
import { IntakePage } from '../features/intake/components/IntakePage';

/** The public intake form (/intake?uuid=&lawCase=&lang=), rendered by the shell without chrome. */
export default function Intake() {
  return <IntakePage />;
}
