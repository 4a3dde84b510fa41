import '../contract';
import '../i18n/register';
import { LawyersPage } from '../features/lawyers/components/LawyersPage';

export default LawyersPage;
