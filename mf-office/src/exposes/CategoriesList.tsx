import '../contract';
import '../i18n/register';
import { CategoriesListPage } from '../features/categories/components/CategoriesListPage';

export default CategoriesListPage;
