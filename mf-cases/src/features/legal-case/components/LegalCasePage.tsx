import { Button, EmptyState, pathTo, Spinner, useUser, VisuallyHidden, type LegalCase } from '@lexdesk/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { concreteCaseText } from '../../../common/format';
import { StatusBadge } from '../../../common/StatusBadge';
import { activeCaseTab, gatedTabRedirect, isCaseOwner, isCaseActive, showsTabs } from '../domain';
import { useLegalCase } from '../hooks/useLegalCase';
import type { LegalCaseOutletContext } from '../hooks/useLegalCaseContext';
import { CaseActions } from './CaseActions';
import { CaseTabs } from './CaseTabs';
import styles from './LegalCasePage.module.css';
import outline from '../../../common/outline.module.css';

/** The LegalCase layout page: loads the case of /legal-case/:token, draws its header and tabs, renders the tab. */
export function LegalCasePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { token = '' } = useParams();
  const { pathname, state } = useLocation();
  const { load, reload } = useLegalCase(token);

  if (load.status === 'ready') {
    const redirect = gatedTabRedirect(load.legalCase.status, pathname);
    // The state (the list to go back to) survives the gate.
    if (redirect) return <Navigate replace to={redirect} state={state as unknown} />;
    return <CaseScreen legalCase={load.legalCase} reload={reload} pathname={pathname} />;
  }

  // Whatever the state, the page keeps its one <h1> (the top bar title is plain text).
  const pageTitle = <h1 className={outline.hiddenHeading}>{t('cases.case.pageTitle')}</h1>;

  if (load.status === 'loading') {
    return (
      <div className={styles.state}>
        {pageTitle}
        <Spinner size="lg" label={t('cases.case.loading')} />
      </div>
    );
  }

  if (load.status === 'notFound') {
    return (
      <div className={styles.state}>
        {pageTitle}
        <EmptyState
          headingLevel={2}
          title={t('cases.case.notFound.title')}
          description={t('cases.case.notFound.description')}
          action={
            <Link to={pathTo.MyCases()} className={styles.backLink}>
              {t('cases.case.notFound.back')}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className={styles.state}>
      {pageTitle}
      <EmptyState
        headingLevel={2}
        title={t('cases.case.loadError.title')}
        description={load.reason ?? undefined}
        action={
          <Button variant="secondary" onClick={() => void reload()}>
            {t('common.retry')}
          </Button>
        }
      />
    </div>
  );
}

/**
 * The browser tab names the litigant ("Demande de Anne Martin · LexDesk"). The shell writes the route's title
 * ("{title} · LexDesk") in an effect of its frame, which runs after this one on the same commit (parents after
 * children): the refinement is written a microtask later, and again on each tab, keeping the shell's suffix.
 * Leaving the case, the shell's next route title replaces it.
 */
function useCaseDocumentTitle(title: string, pathname: string) {
  useEffect(() => {
    let cancelled = false;
    queueMicrotask(() => {
      if (cancelled) return;
      const current = document.title;
      const separator = current.lastIndexOf(' · ');
      document.title = separator >= 0 ? `${title}${current.slice(separator)}` : title;
    });
    return () => {
      cancelled = true;
    };
  }, [title, pathname]);
}

interface CaseScreenProps {
  legalCase: LegalCase;
  reload: () => Promise<void>;
  pathname: string;
}

function CaseScreen({ legalCase, reload, pathname }: CaseScreenProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { firstname, lastname } = legalCase.litigant;
  const context: LegalCaseOutletContext = { legalCase, reload };
  useCaseDocumentTitle(
    intl.formatMessage({ id: 'cases.case.documentTitle' }, { name: `${firstname} ${lastname}`.trim() }),
    pathname,
  );
  const titleRef = useRef<HTMLHeadingElement>(null);
  const viewer = useUser();
  const assignee = legalCase.user?.name ?? null;
  // A colleague (the former owner after a reassignment, above all) sees no action: say who has them and why.
  const showsNotOwnerNote = assignee !== null && isCaseActive(legalCase.status) && !isCaseOwner(legalCase, viewer?.id);

  // Accepting, closing or reassigning removes the control that had the focus (the button disappears, or all
  // of them when the case goes to a colleague): without this the focus falls to <body>, and keyboard and
  // screen reader users start again from the top. The title is where the new state is read from.
  const focusTitleIfLost = useCallback(() => {
    const active = document.activeElement;
    if (!active || active === document.body) titleRef.current?.focus();
  }, []);
  const changeKey = `${legalCase.status}:${legalCase.user_id ?? ''}`;
  const shownKey = useRef(changeKey);
  useEffect(() => {
    if (shownKey.current === changeKey) return;
    shownKey.current = changeKey;
    focusTitleIfLost();
  }, [changeKey, focusTitleIfLost]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
            {`${firstname} ${lastname}`.trim()}
          </h1>
          <p className={styles.subtitle}>{concreteCaseText(legalCase) ?? t('cases.noLawCase')}</p>
          <p className={styles.statusLine}>
            <VisuallyHidden>{`${t('cases.case.statusPrefix')} `}</VisuallyHidden>
            <StatusBadge status={legalCase.status} />
          </p>
          <p className={styles.assignee}>
            {assignee === null
              ? t('cases.case.unassigned')
              : intl.formatMessage({ id: 'cases.case.assignee' }, { name: assignee })}
          </p>
          {showsNotOwnerNote && (
            <p className={styles.notOwnerNote}>
              {intl.formatMessage({ id: 'cases.case.notOwner' }, { name: assignee })}
            </p>
          )}
        </div>
        <CaseActions legalCase={legalCase} onFocusLost={focusTitleIfLost} />
      </header>
      {showsTabs(legalCase.status) && <CaseTabs active={activeCaseTab(pathname)} className={styles.tabs} />}
      <div className={styles.content}>
        <Outlet context={context} />
      </div>
    </div>
  );
}
