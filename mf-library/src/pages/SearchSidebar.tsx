import { placeholder } from './placeholder';

export default placeholder('SearchSidebar', 'sidebar');
