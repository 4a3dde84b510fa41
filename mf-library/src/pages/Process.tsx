import { placeholder } from './placeholder';

export default placeholder('Process', 'page');
