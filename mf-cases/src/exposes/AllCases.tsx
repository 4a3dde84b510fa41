import '../contract';
import '../i18n/register';
import { CaseList } from '../features/legal-cases/components/CaseList';

/** The whole firm's cases, each with its lawyer. */
export default function AllCases() {
  return <CaseList all />;
}
