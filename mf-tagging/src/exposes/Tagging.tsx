import '../contract';
import '../i18n/register';
import { TaggingScreen } from '../features/tagging/components/TaggingScreen';

export default TaggingScreen;
