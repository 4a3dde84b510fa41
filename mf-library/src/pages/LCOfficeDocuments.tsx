import { placeholder } from './placeholder';

export default placeholder('LCOfficeDocuments', 'nested');
