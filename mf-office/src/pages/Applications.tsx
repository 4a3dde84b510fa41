import { placeholder } from './placeholder';

export default placeholder('Applications', 'page');
