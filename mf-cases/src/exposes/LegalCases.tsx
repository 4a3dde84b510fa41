import '../contract';
import '../i18n/registerLists';
import { LegalCasesLayout } from '../features/legal-cases/components/LegalCasesLayout';

export default function LegalCases() {
  return <LegalCasesLayout />;
}
