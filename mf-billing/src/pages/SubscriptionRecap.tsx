import { placeholder } from './placeholder';

export default placeholder('SubscriptionRecap', 'nested');
