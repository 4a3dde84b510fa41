import '../contract';
import '../i18n/register';
import { ApplicationsPage } from '../features/applications/components/ApplicationsPage';

export default ApplicationsPage;
