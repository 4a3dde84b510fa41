import { Button, pathTo, useUser } from '@lexdesk/shared/core';
import { LinkTabs } from '@lexdesk/shared/lists';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, matchPath, Outlet, useLocation } from 'react-router-dom';
import { useClosedCases } from '../hooks/useClosedCases';
import { useOnboardingRefresh } from '../hooks/useOnboardingRefresh';
import { shouldShowOnboarding } from '../model/onboarding';
import styles from './LegalCasesLayout.module.css';
import { useOnboardingPanel } from './onboardingPanelChunk';

const TABS = [
  { key: 'my', path: pathTo.MyCases(), to: pathTo.MyCases, titleId: 'cases.MyCases.title' },
  { key: 'all', path: pathTo.AllCases(), to: pathTo.AllCases, titleId: 'cases.AllCases.title' },
] as const;

/** LegalCases: the title, the closed-cases toggle, then the onboarding panel or the tabs and the list. */
export function LegalCasesLayout() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { pathname } = useLocation();
  const user = useUser();
  const { showClosed, toggle: toggleClosed } = useClosedCases();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useOnboardingRefresh(!!user);
  // The panel stays while one of its dialogs is open, even if the flag just marked makes the rule false.
  const [dialogOpen, setDialogOpen] = useState(false);
  const showPanel = !!user && (dialogOpen || shouldShowOnboarding(user.onboarding));
  const onboarding = useOnboardingPanel(showPanel);

  // When the panel gives way to the tabs, its controls vanish: put the focus somewhere meaningful.
  const hadPanel = useRef(showPanel);
  useEffect(() => {
    if (hadPanel.current && !showPanel && document.activeElement === document.body) titleRef.current?.focus();
    hadPanel.current = showPanel;
  }, [showPanel]);

  const activeKey = TABS.find((tab) => matchPath({ path: tab.path, end: false }, pathname))?.key ?? 'my';

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
          {t('cases.LegalCases.title')}
        </h1>
        {/* The label says the action and changes with the state (section 4's two labels): no aria-pressed,
            which would read "Masquer les affaires clôturées, pressed". */}
        <Button variant="secondary" onClick={toggleClosed}>
          {t(showClosed ? 'cases.legalCases.closed.hide' : 'cases.legalCases.closed.show')}
        </Button>
      </header>
      {showPanel && user ? (
        // Nothing in its place while its chunk arrives (the list stays out too: it is not what this lawyer sees).
        onboarding && (
          <onboarding.OnboardingPanel
            onboarding={user.onboarding}
            firmUuid={user.client?.uuid ?? ''}
            onDialogChange={setDialogOpen}
          />
        )
      ) : (
        <>
          <LinkTabs
            label={t('cases.legalCases.tabs')}
            activeKey={activeKey}
            items={TABS.map((tab) => ({
              key: tab.key,
              render: (props) => (
                // The closed toggle is kept across tabs; the page is not (another list, another count).
                <Link to={tab.to({ closed: showClosed })} {...props}>
                  {t(tab.titleId)}
                </Link>
              ),
            }))}
          />
          <div className={styles.content}>
            <Outlet />
          </div>
        </>
      )}
    </div>
  );
}
