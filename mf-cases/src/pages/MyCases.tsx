import { placeholder } from './placeholder';

export default placeholder('MyCases', 'nested');
