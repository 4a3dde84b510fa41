import { placeholder } from './placeholder';

export default placeholder('Profile', 'page');
