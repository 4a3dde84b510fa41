import '../contract';
import '../i18n/register';
import { PaymentPage } from '../features/subscription/components/StepPages';

export default PaymentPage;
