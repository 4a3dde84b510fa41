import '../contract';
import '../i18n/register';
import { SubscriptionLayout } from '../features/subscription/components/SubscriptionLayout';

export default SubscriptionLayout;
