import { placeholder } from './placeholder';

export default placeholder('MyDocuments', 'page');
