import { placeholder } from './placeholder';

export default placeholder('Subscription', 'layout');
