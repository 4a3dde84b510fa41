import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LEGAL_NOTICE_PATH, useOperatorContact } from './contact';
import styles from './PaymentsNotConfigured.module.css';

/**
 * The installation takes no payment online (no payment provider keys): said to the firm as what it can do,
 * subscribe by contacting the operator. What the person who installs LexDesk must configure is in the server's
 * log at start and in the README, never here.
 */
export function PaymentsNotConfigured() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const contact = useOperatorContact();
  const mailto = contact.mailto();
  return (
    <div className={styles.notice} role="status">
      <p className={styles.noticeTitle}>{t('billing.notConfigured.title')}</p>
      <p>
        {t(mailto ? 'billing.notConfigured.text' : 'billing.notConfigured.textNoEmail')}{' '}
        {mailto ? (
          <a href={mailto}>{t('billing.notConfigured.contact')}</a>
        ) : (
          <Link to={LEGAL_NOTICE_PATH}>{t('billing.notConfigured.legalNotice')}</Link>
        )}
      </p>
    </div>
  );
}
