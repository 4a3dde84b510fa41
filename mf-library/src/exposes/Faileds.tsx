import '../contract';
import { placeholder } from '../common/placeholder';

export default placeholder('Faileds', 'page');
