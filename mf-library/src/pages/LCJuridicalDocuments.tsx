import { placeholder } from './placeholder';

export default placeholder('LCJuridicalDocuments', 'nested');
