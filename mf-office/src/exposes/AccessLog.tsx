import '../contract';
import '../i18n/register';
import { AccessLogPage } from '../features/access-log/components/AccessLogPage';

export default AccessLogPage;
