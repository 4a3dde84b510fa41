import { placeholder } from './placeholder';

export default placeholder('Search', 'page');
