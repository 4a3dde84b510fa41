import '../contract';
import '../i18n/register';
import { TrialBanner } from '../features/trial-banner/components/TrialBanner';

export default TrialBanner;
