import '../contract';
import '../i18n/register';
import { ProfilePage } from '../features/profile/components/ProfilePage';

export default ProfilePage;
