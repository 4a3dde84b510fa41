import { placeholder } from './placeholder';

export default placeholder('CategoriesList', 'page');
