import { placeholder } from './placeholder';

export default placeholder('Admin', 'page');
