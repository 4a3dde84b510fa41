import '../contract';
import '../common/registerMessages';
import { LCJuridicalDocumentsPage } from '../pages/screens';

export default LCJuridicalDocumentsPage;
