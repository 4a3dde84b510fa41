import '../contract';
import '../i18n/register';
import { LegalCasePage } from '../features/legal-case/components/LegalCasePage';

export default LegalCasePage;
