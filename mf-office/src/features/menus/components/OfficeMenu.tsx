import { useIsFirmAdmin } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import {
  ACCESS_LOG_PATH,
  APPLICATIONS_PATH,
  INFORMATIONS_PATH,
  LAWYERS_PATH,
  OFFICE_SUBSCRIPTION_PATH,
  POLICIES_PATH,
} from '../../../common/paths';
import { SideMenu, type SideMenuEntry } from './SideMenu';

/**
 * The office pages' left menu; policies, the access log and subscription are the firm administrator's (section 6). The
 * subscription shows during the trial too: its page says when the trial ends and how to subscribe (issue 22).
 */
export function OfficeMenu() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const isAdmin = useIsFirmAdmin();
  const entries: SideMenuEntry[] = [
    { to: INFORMATIONS_PATH, label: t('office.Informations.title') },
    { to: LAWYERS_PATH, label: t('office.Lawyers.title') },
    ...(isAdmin ? [{ to: POLICIES_PATH, label: t('office.Policies.title') }] : []),
    ...(isAdmin ? [{ to: ACCESS_LOG_PATH, label: t('office.AccessLog.title') }] : []),
    { to: APPLICATIONS_PATH, label: t('office.Applications.title') },
    ...(isAdmin ? [{ to: OFFICE_SUBSCRIPTION_PATH, label: t('office.menu.subscription') }] : []),
  ];
  return <SideMenu label={t('office.OfficeMenu.title')} entries={entries} />;
}
