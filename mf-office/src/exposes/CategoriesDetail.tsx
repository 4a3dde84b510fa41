import '../contract';
import '../i18n/register';
import { CategoriesDetailPage } from '../features/categories/components/CategoriesDetailPage';

export default CategoriesDetailPage;
