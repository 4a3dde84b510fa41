import { useIsFirmAdmin, useUser } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import {
  APPLICATIONS_PATH,
  INFORMATIONS_PATH,
  LAWYERS_PATH,
  OFFICE_SUBSCRIPTION_PATH,
  POLICIES_PATH,
} from '../../../common/paths';
import { SideMenu, type SideMenuEntry } from './SideMenu';

/** The office pages' left menu; policies and subscription are the firm administrator's (section 6). */
export function OfficeMenu() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const isAdmin = useIsFirmAdmin();
  // The subscription page is unavailable during the trial (the shell's guard says the same).
  const inTrial = useUser()?.client?.subscription_status === 'trial';
  const entries: SideMenuEntry[] = [
    { to: INFORMATIONS_PATH, label: t('office.Informations.title') },
    { to: LAWYERS_PATH, label: t('office.Lawyers.title') },
    ...(isAdmin ? [{ to: POLICIES_PATH, label: t('office.Policies.title') }] : []),
    { to: APPLICATIONS_PATH, label: t('office.Applications.title') },
    ...(isAdmin && !inTrial ? [{ to: OFFICE_SUBSCRIPTION_PATH, label: t('office.menu.subscription') }] : []),
  ];
  return <SideMenu label={t('office.OfficeMenu.title')} entries={entries} />;
}
