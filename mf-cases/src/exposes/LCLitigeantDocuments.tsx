import '../contract';
import '../i18n/register';
import { LitigantDocumentsPage } from '../features/legal-case/components/LitigantDocumentsTab';

export default LitigantDocumentsPage;
