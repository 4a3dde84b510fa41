import { placeholder } from './placeholder';

export default placeholder('LawyerSidebar', 'sidebar');
