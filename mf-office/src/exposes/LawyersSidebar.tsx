import '../contract';
import '../i18n/register';
import { LawyersSidebar } from '../features/lawyers-sidebar/components/LawyersSidebar';

export default LawyersSidebar;
