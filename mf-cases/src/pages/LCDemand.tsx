import { placeholder } from './placeholder';

export default placeholder('LCDemand', 'nested');
