import '../contract';
import '../i18n/registerLists';
import { CaseList } from '../features/legal-cases/components/CaseList';

/** The whole firm's cases, each with its lawyer. */
export default function AllCases() {
  return <CaseList all />;
}
