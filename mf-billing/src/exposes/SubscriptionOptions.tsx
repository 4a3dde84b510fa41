import '../contract';
import '../i18n/register';
import { PlansPage } from '../features/subscription/components/StepPages';

export default PlansPage;
