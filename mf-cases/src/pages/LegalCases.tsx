import { placeholder } from './placeholder';

export default placeholder('LegalCases', 'layout');
