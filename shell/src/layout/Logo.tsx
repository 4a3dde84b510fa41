import { useIntl } from 'react-intl';
import styles from './Logo.module.css';

/** The brand mark and name; the caller decides whether it is a link. */
export function Logo() {
  const intl = useIntl();
  return (
    <span className={styles.logo}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="#1f3a5f" />
        <path d="M9 8h4v13h10v3H9z" fill="#fff" />
      </svg>
      <span className={styles.name}>{intl.formatMessage({ id: 'app.name' })}</span>
    </span>
  );
}
