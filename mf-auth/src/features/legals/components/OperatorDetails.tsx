import { Button } from '@lexdesk/shared/core';
import type { LegalNotice } from '@lexdesk/shared/contract';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { type LegalTextSlot, type NoticeLabels, noticeLabels } from '../model/legalTexts';
import type { LegalNoticeState } from '../model/useLegalNotice';
import styles from './LegalsPage.module.css';

/** A value the operator has not given (or gave malformed) says so: a notice never shows a guess as a fact. */
function Value({ value, labels }: { value: ReactNode | null; labels: NoticeLabels }) {
  return value === null ? <em className={styles.missing}>{labels.missing}</em> : <>{value}</>;
}

function Publisher({ notice, labels }: { notice: LegalNotice; labels: NoticeLabels }) {
  const rows: [string, ReactNode | null][] = [
    [labels.name, notice.name],
    [labels.legalForm, notice.legal_form && labels.forms[notice.legal_form]],
    [labels.address, notice.address],
    [labels.companyNumber, notice.company_number],
    [labels.vatNumber, notice.vat_number],
    [labels.register, notice.register],
    [labels.email, notice.email && <a href={`mailto:${notice.email}`}>{notice.email}</a>],
  ];
  // The law asks for an e-mail address; a phone number is shown only when the operator gives one.
  if (notice.phone !== null) rows.push([labels.phone, notice.phone]);
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.detail}>
          <dt>{label}</dt>
          <dd>
            <Value value={value} labels={labels} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Subprocessors({ notice, labels }: { notice: LegalNotice; labels: NoticeLabels }) {
  return (
    <ul className={styles.list}>
      {notice.subprocessors.map((entry) => (
        <li key={entry.role}>
          {labels.subprocessors[entry.role]}
          {' – '}
          <Value value={entry.name} labels={labels} />
        </li>
      ))}
    </ul>
  );
}

/** The operator's details a part of a legal text shows, from GET /api/public/legal-notice. */
export function OperatorDetails({ slot, state }: { slot: LegalTextSlot; state: LegalNoticeState }) {
  const { locale } = useIntl();
  const labels = noticeLabels[locale === 'en' || locale === 'nl' ? locale : 'fr'];
  if (state.status === 'loading') {
    return (
      <p role="status" className={styles.text}>
        {labels.loading}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" className={styles.text}>
        <p>{labels.failed}</p>
        <Button variant="secondary" size="sm" onClick={state.retry}>
          {labels.retry}
        </Button>
      </div>
    );
  }
  const { notice } = state;
  switch (slot) {
    case 'publisher':
      return (
        <>
          {!notice.complete && <p className={styles.incomplete}>{labels.incomplete}</p>}
          <Publisher notice={notice} labels={labels} />
        </>
      );
    case 'hosting':
      return (
        <p className={styles.text}>
          <Value value={notice.subprocessors.find((entry) => entry.role === 'hosting')?.name ?? null} labels={labels} />
        </p>
      );
    case 'subprocessors':
      return <Subprocessors notice={notice} labels={labels} />;
  }
}
