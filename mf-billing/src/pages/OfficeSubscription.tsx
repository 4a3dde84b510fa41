import { placeholder } from './placeholder';

export default placeholder('OfficeSubscription', 'page', true);
