import { placeholder } from './placeholder';

export default placeholder('Policies', 'page');
