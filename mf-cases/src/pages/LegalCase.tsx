import { placeholder } from './placeholder';

export default placeholder('LegalCase', 'layout');
