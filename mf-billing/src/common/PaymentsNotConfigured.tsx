import { useIntl } from 'react-intl';
import { contactMailto } from './contact';
import styles from './PaymentsNotConfigured.module.css';

/** The installation has no payment provider keys: said plainly, with the way to subscribe anyway. */
export function PaymentsNotConfigured() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.notice} role="status">
      <p className={styles.noticeTitle}>{t('billing.notConfigured.title')}</p>
      <p>
        {t('billing.notConfigured.text')}{' '}
        <a href={contactMailto(t('billing.notConfigured.subject'))}>{t('billing.notConfigured.contact')}</a>
      </p>
    </div>
  );
}
