import '../contract';
import '../common/registerMessages';
import { MyDocumentsPage } from '../pages/screens';

export default MyDocumentsPage;
