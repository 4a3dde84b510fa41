import { placeholder } from './placeholder';

export default placeholder('CategoriesUpdate', 'page');
