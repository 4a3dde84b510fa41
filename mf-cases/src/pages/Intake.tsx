import { placeholder } from './placeholder';

export default placeholder('Intake', 'page');
