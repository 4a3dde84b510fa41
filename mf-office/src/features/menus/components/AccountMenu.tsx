import { useIntl } from 'react-intl';
import { CATEGORIES_LIST_PATH, CATEGORIES_SECTION_PATH, PROFILE_PATH } from '../../../common/paths';
import { SideMenu } from './SideMenu';

/** The account pages' left menu. */
export function AccountMenu() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <SideMenu
      label={t('office.AccountMenu.title')}
      entries={[
        { to: PROFILE_PATH, label: t('office.Profile.title') },
        { to: CATEGORIES_LIST_PATH, label: t('office.CategoriesList.title'), section: CATEGORIES_SECTION_PATH },
      ]}
    />
  );
}
