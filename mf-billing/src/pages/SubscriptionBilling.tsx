import { placeholder } from './placeholder';

export default placeholder('SubscriptionBilling', 'nested');
