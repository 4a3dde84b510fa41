import '../contract';
import '../i18n/register';
import { LawyerSidebar } from '../features/lawyer-panel/components/LawyerSidebar';

export default LawyerSidebar;
