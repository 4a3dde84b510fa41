import '../contract';
import '../i18n/register';
import { PoliciesPage } from '../features/policies/components/PoliciesPage';

export default PoliciesPage;
