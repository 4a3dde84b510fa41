import { placeholder } from './placeholder';

export default placeholder('Informations', 'page');
