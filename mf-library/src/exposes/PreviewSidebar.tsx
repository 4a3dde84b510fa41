import '../contract';
import '../common/registerMessages';
import { PreviewSidebar } from '../features/preview/components/PreviewSidebar';

export default PreviewSidebar;
