import { placeholder } from './placeholder';

export default placeholder('LCLitigeantDocuments', 'nested');
