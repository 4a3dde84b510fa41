import { getRuntimeConfig, LEXDESK_LEGAL_TEXTS } from '@lexdesk/shared/core';
import { useIntl } from 'react-intl';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './Footer.module.css';

export function Footer({ withLanguage = true }: { withLanguage?: boolean }) {
  const intl = useIntl();
  // Read at render: a deployment sets window.__LEXDESK_CONFIG__ before the shell starts.
  const { legalLinks } = getRuntimeConfig();
  return (
    <footer className={styles.footer}>
      <nav aria-label={intl.formatMessage({ id: 'layout.footer' })}>
        <ul className={styles.links}>
          {/* Each leads to its full text on the Legals page (/legals#terms...) unless the deployment points elsewhere. */}
          {LEXDESK_LEGAL_TEXTS.map((key) => (
            <li key={key}>
              <a href={legalLinks[key]}>{intl.formatMessage({ id: `layout.footer.${key}` })}</a>
            </li>
          ))}
        </ul>
      </nav>
      {withLanguage ? <LanguageSwitch /> : null}
    </footer>
  );
}
