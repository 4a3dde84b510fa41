import '../contract';
import '../i18n/register';
import { AccountMenu } from '../features/menus/components/AccountMenu';

export default AccountMenu;
