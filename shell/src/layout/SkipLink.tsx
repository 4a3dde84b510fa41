import { useIntl } from 'react-intl';
import styles from './SkipLink.module.css';

/** First tab stop of every frame: jumps over the header to <main id="main">. */
export function SkipLink() {
  const intl = useIntl();
  return (
    <a className={styles.skip} href="#main">
      {intl.formatMessage({ id: 'layout.skipToContent' })}
    </a>
  );
}
