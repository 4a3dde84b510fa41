import { Button, EmptyState, Spinner, VisuallyHidden, type LegalCase } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { activeCaseTab, gatedTabRedirect, showsTabs } from '../domain';
import { useLegalCase } from '../hooks/useLegalCase';
import type { LegalCaseOutletContext } from '../hooks/useLegalCaseContext';
import { CaseActions, MY_CASES_PATH } from './CaseActions';
import { CaseTabs } from './CaseTabs';
import styles from './LegalCasePage.module.css';

/** The LegalCase layout page: loads the case of /legal-case/:token, draws its header and tabs, renders the tab. */
export function LegalCasePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { token = '' } = useParams();
  const { pathname } = useLocation();
  const { load, reload } = useLegalCase(token);

  if (load.status === 'ready') {
    const redirect = gatedTabRedirect(load.legalCase.status, pathname);
    if (redirect) return <Navigate replace to={redirect} />;
    return <CaseScreen legalCase={load.legalCase} reload={reload} pathname={pathname} />;
  }

  // Whatever the state, the page keeps its one <h1> (the top bar title is plain text).
  const pageTitle = <h1 className={styles.visuallyHidden}>{t('cases.case.pageTitle')}</h1>;

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
            <Link to={MY_CASES_PATH} className={styles.backLink}>
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
        action={
          <Button variant="secondary" onClick={() => void reload()}>
            {t('common.retry')}
          </Button>
        }
      />
    </div>
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

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{`${firstname} ${lastname}`.trim()}</h1>
          <p className={styles.subtitle}>{legalCase.law_case_content?.trim() || t('cases.case.noLawCase')}</p>
          <p className={styles.statusLine}>
            <VisuallyHidden>{`${t('cases.case.statusPrefix')} `}</VisuallyHidden>
            <span className={styles.status} data-status={legalCase.status}>
              {t(`cases.case.status.${legalCase.status}`)}
            </span>
          </p>
        </div>
        <CaseActions legalCase={legalCase} reload={reload} />
      </header>
      {showsTabs(legalCase.status) && <CaseTabs active={activeCaseTab(pathname)} className={styles.tabs} />}
      <div className={styles.content}>
        <Outlet context={context} />
      </div>
    </div>
  );
}
