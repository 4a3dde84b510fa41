import '../contract';
import '../i18n/register';
import { BillingPage } from '../features/subscription/components/StepPages';

export default BillingPage;
