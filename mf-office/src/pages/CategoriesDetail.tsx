import { placeholder } from './placeholder';

export default placeholder('CategoriesDetail', 'page');
