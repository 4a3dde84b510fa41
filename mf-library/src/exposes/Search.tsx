import '../contract';
import '../common/registerMessages';
import { SearchPage } from '../pages/screens';

export default SearchPage;
