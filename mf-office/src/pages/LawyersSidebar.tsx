import { placeholder } from './placeholder';

export default placeholder('LawyersSidebar', 'sidebar');
