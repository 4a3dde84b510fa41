import '../contract';
import '../common/registerMessages';
import { ProcessPage } from '../pages/screens';

export default ProcessPage;
