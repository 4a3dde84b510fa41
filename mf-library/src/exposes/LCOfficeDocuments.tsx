import '../contract';
import '../common/registerMessages';
import { LCOfficeDocumentsPage } from '../pages/screens';

export default LCOfficeDocumentsPage;
