import { placeholder } from './placeholder';

export default placeholder('OfficeMenu', 'sidebar');
