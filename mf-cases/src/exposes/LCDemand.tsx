import '../contract';
import '../i18n/register';
import { DemandPage } from '../features/legal-case/components/DemandTab';

export default DemandPage;
