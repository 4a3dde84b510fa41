import { placeholder } from './placeholder';

export default placeholder('JuridicalDocuments', 'page');
