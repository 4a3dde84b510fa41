import '../contract';
import '../common/registerMessages';
import { AdminPage } from '../pages/screens';

export default AdminPage;
