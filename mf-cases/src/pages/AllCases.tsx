import { placeholder } from './placeholder';

export default placeholder('AllCases', 'nested');
