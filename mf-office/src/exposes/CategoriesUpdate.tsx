import '../contract';
import '../i18n/register';
import { CategoriesUpdatePage } from '../features/categories/components/CategoriesUpdatePage';

export default CategoriesUpdatePage;
