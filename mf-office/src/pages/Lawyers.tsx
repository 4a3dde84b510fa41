import { placeholder } from './placeholder';

export default placeholder('Lawyers', 'page');
