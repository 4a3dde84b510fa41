import {
  Button,
  EmptyState,
  pathTo,
  Spinner,
  usePageTitle,
  useUser,
  VisuallyHidden,
  type LegalCase,
} from '@lexdesk/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { concreteCaseText, formatDate } from '../../../common/format';
import { toLocale } from '../../../common/questionnaire';
import { StatusBadge } from '../../../common/StatusBadge';
import {
  activeCaseTab,
  type CaseTab,
  deadlineDates,
  gatedTabRedirect,
  isCaseOwner,
  isCaseActive,
  localized,
  showsTabs,
} from '../domain';
import { useLegalCase } from '../hooks/useLegalCase';
import type { LegalCaseOutletContext } from '../hooks/useLegalCaseContext';
import { CaseActions } from './CaseActions';
import { CaseTabs, TAB_LABELS } from './CaseTabs';
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

/** Dates from which a time limit runs (the catalogue marks those questions), first on every tab. */
function DeadlineDates({ legalCase }: { legalCase: LegalCase }) {
  const intl = useIntl();
  const locale = toLocale(intl.locale);
  const dates = deadlineDates(legalCase);
  if (dates.length === 0) return null;
  return (
    <section aria-labelledby="case-deadlines-title" className={styles.deadlines}>
      <h2 id="case-deadlines-title" className={styles.deadlinesTitle}>
        {intl.formatMessage({ id: 'cases.case.deadlines.title' })}
      </h2>
      <p className={styles.deadlinesHint}>{intl.formatMessage({ id: 'cases.case.deadlines.hint' })}</p>
      <dl className={styles.deadlineList}>
        {dates.map((deadline, index) => (
          // Entries have no id; their order is the questionnaire's and never changes on screen.
          <div key={index} className={styles.deadline}>
            <dt className={styles.deadlineTitle}>{localized(deadline.title, locale)}</dt>
            <dd className={styles.deadlineDate}>{formatDate(deadline.date)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
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
  const activeTab: CaseTab = activeCaseTab(pathname) ?? 'demand';
  // Each tab names itself and the litigant ("Documents du justiciable – Anne Martin · LexDesk"): several cases and
  // tabs open side by side can be told apart.
  usePageTitle(
    intl.formatMessage(
      { id: 'cases.case.documentTitle' },
      { tab: t(TAB_LABELS[activeTab]), name: `${firstname} ${lastname}`.trim() },
    ),
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
            <span>
              <VisuallyHidden>{`${t('cases.case.statusPrefix')} `}</VisuallyHidden>
              <StatusBadge status={legalCase.status} />
            </span>
            <span className={styles.received}>
              {intl.formatMessage({ id: 'cases.case.received' }, { date: formatDate(legalCase.created_at) })}
            </span>
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
      <DeadlineDates legalCase={legalCase} />
      {showsTabs(legalCase.status) && <CaseTabs active={activeCaseTab(pathname)} className={styles.tabs} />}
      <div className={styles.content}>
        <Outlet context={context} />
      </div>
    </div>
  );
}
