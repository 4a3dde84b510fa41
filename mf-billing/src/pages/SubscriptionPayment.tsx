import { placeholder } from './placeholder';

export default placeholder('SubscriptionPayment', 'nested');
