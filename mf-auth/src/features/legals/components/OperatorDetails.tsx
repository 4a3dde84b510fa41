import { Button } from '@lexdesk/shared/core';
import type { LegalNotice } from '@lexdesk/shared/contract';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { LegalTextSlot } from '../model/legalTexts';
import type { LegalNoticeState } from '../model/useLegalNotice';
import styles from './LegalsPage.module.css';

type Translate = (id: string) => string;

/** A value the operator has not given (or gave malformed) says so: a notice never shows a guess as a fact. */
function Value({ value, t }: { value: ReactNode | null; t: Translate }) {
  return value === null ? <em className={styles.missing}>{t('auth.legals.operator.missing')}</em> : <>{value}</>;
}

function Publisher({ notice, t }: { notice: LegalNotice; t: Translate }) {
  const rows: [string, ReactNode | null][] = [
    ['auth.legals.operator.name', notice.name],
    ['auth.legals.operator.legalForm', notice.legal_form && t(`auth.legals.operator.form.${notice.legal_form}`)],
    ['auth.legals.operator.address', notice.address],
    ['auth.legals.operator.companyNumber', notice.company_number],
    ['auth.legals.operator.vatNumber', notice.vat_number],
    ['auth.legals.operator.register', notice.register],
    ['auth.legals.operator.email', notice.email && <a href={`mailto:${notice.email}`}>{notice.email}</a>],
  ];
  // The law asks for an e-mail address; a phone number is shown only when the operator gives one.
  if (notice.phone !== null) rows.push(['auth.legals.operator.phone', notice.phone]);
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.detail}>
          <dt>{t(label)}</dt>
          <dd>
            <Value value={value} t={t} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Subprocessors({ notice, t }: { notice: LegalNotice; t: Translate }) {
  return (
    <ul className={styles.list}>
      {notice.subprocessors.map((entry) => (
        <li key={entry.role}>
          {t(`auth.legals.subprocessor.${entry.role}`)}
          {' – '}
          <Value value={entry.name} t={t} />
        </li>
      ))}
    </ul>
  );
}

/** The operator's details a part of a legal text shows, from GET /api/public/legal-notice. */
export function OperatorDetails({ slot, state }: { slot: LegalTextSlot; state: LegalNoticeState }) {
  const intl = useIntl();
  const t: Translate = (id) => intl.formatMessage({ id });
  if (state.status === 'loading') {
    return (
      <p role="status" className={styles.text}>
        {t('auth.legals.operator.loading')}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" className={styles.text}>
        <p>{t('auth.legals.operator.failed')}</p>
        <Button variant="secondary" size="sm" onClick={state.retry}>
          {t('auth.legals.operator.retry')}
        </Button>
      </div>
    );
  }
  const { notice } = state;
  switch (slot) {
    case 'publisher':
      return (
        <>
          {!notice.complete && <p className={styles.incomplete}>{t('auth.legals.operator.incomplete')}</p>}
          <Publisher notice={notice} t={t} />
        </>
      );
    case 'hosting':
      return (
        <p className={styles.text}>
          <Value value={notice.subprocessors.find((entry) => entry.role === 'hosting')?.name ?? null} t={t} />
        </p>
      );
    case 'subprocessors':
      return <Subprocessors notice={notice} t={t} />;
  }
}
