import '../contract';
import '../i18n/register';
import { OfficeMenu } from '../features/menus/components/OfficeMenu';

export default OfficeMenu;
