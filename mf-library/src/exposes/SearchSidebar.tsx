import '../contract';
import '../common/registerMessages';
import { SearchSidebar } from '../features/search/components/SearchSidebar';

export default SearchSidebar;
