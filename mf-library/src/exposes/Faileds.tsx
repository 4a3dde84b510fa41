import '../contract';
import '../common/registerMessages';
import { FailedsPage } from '../pages/screens';

export default FailedsPage;
