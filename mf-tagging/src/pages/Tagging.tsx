import { placeholder } from './placeholder';

export default placeholder('Tagging', 'page');
