import { placeholder } from './placeholder';

export default placeholder('AccountMenu', 'sidebar');
