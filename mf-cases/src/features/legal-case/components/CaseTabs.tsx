import { LinkTabs, type LinkTabItem } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { CASE_TABS, type CaseTab } from '../domain';

/** Each tab's name: its link, and the browser tab's title while it shows. */
export const TAB_LABELS: Record<CaseTab, string> = {
  demand: 'cases.case.tabs.demand',
  'litigeant-documents': 'cases.case.tabs.litigantDocuments',
  'office-documents': 'cases.case.tabs.officeDocuments',
  'juridical-documents': 'cases.case.tabs.juridicalDocuments',
};

/** The case's tabs are routes, relative to the layout's /legal-case/:token. */
export function CaseTabs({ active, className }: { active: CaseTab | null; className?: string }) {
  const intl = useIntl();
  // The list the case was opened from travels from tab to tab, so that "Retour" still finds it.
  const { state } = useLocation();
  const items: LinkTabItem[] = CASE_TABS.map((tab) => ({
    key: tab,
    render: (props) => (
      <Link to={tab} state={state as unknown} {...props}>
        {intl.formatMessage({ id: TAB_LABELS[tab] })}
      </Link>
    ),
  }));
  return (
    <LinkTabs
      label={intl.formatMessage({ id: 'cases.case.tabs.label' })}
      items={items}
      activeKey={active ?? ''}
      className={className}
    />
  );
}
