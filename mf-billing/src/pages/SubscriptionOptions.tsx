import { placeholder } from './placeholder';

export default placeholder('SubscriptionOptions', 'nested');
