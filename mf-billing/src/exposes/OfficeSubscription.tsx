import '../contract';
import '../i18n/register';
import { OfficeSubscriptionPage } from '../features/office-subscription/components/OfficeSubscriptionPage';

export default OfficeSubscriptionPage;
