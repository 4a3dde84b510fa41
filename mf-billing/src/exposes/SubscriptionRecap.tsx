import '../contract';
import '../i18n/register';
import { RecapPage } from '../features/subscription/components/StepPages';

export default RecapPage;
