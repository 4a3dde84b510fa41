import { placeholder } from './placeholder';

export default placeholder('PreviewSidebar', 'sidebar');
