import '../contract';
import '../i18n/registerLists';
import { CaseList } from '../features/legal-cases/components/CaseList';

/** The current user's cases (the list without `all`). */
export default function MyCases() {
  return <CaseList all={false} />;
}
