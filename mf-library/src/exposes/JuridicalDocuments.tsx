import '../contract';
import '../common/registerMessages';
import { JuridicalDocumentsPage } from '../pages/screens';

export default JuridicalDocumentsPage;
