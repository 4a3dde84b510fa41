import '../contract';
import '../i18n/register';
import { InformationsPage } from '../features/informations/components/InformationsPage';

export default InformationsPage;
