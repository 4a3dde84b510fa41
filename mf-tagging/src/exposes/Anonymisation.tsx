import '../contract';
import '../i18n/register';
import { AnonymisationScreen } from '../features/anonymisation/components/AnonymisationScreen';

export default AnonymisationScreen;
