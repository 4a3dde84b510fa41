import { placeholder } from './placeholder';

export default placeholder('Faileds', 'page');
