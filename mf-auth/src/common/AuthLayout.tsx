import { cx, getRuntimeConfig } from '@lexdesk/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './AuthLayout.module.css';
import { LanguageSwitch } from './LanguageSwitch';
import { SellingPoints } from './SellingPoints';
import { SmartLink } from './SmartLink';

interface AuthLayoutProps {
  children: ReactNode;
  /** Login, Register and Subscribe show the selling points beside the form. */
  sellingPoints?: boolean;
  /** Reading pages (Legals) get a wider card. */
  wide?: boolean;
}

/**
 * The card every authentication page sits in. The shell renders these pages without its chrome and
 * owns the page's <main>, so this layout adds no landmark of that kind.
 */
export function AuthLayout({ children, sellingPoints = false, wide = false }: AuthLayoutProps) {
  const intl = useIntl();
  const { legalLinks } = getRuntimeConfig();
  return (
    <div className={styles.page}>
      <div className={cx(styles.container, sellingPoints && styles.withAside, wide && styles.wide)}>
        <div className={styles.card}>
          <div className={styles.cardHeader}>
            <span className={styles.brand}>
              <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
                <rect width="32" height="32" rx="8" fill="currentColor" />
                <path
                  d="M10 8v16h12"
                  fill="none"
                  stroke="#fff"
                  strokeWidth="3"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
                <path d="M15 13h7" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
              </svg>
              {intl.formatMessage({ id: 'auth.brand' })}
            </span>
            <LanguageSwitch />
          </div>
          {children}
        </div>
        {sellingPoints && <SellingPoints />}
      </div>
      <nav aria-label={intl.formatMessage({ id: 'auth.footer.label' })} className={styles.footer}>
        <SmartLink href={legalLinks.terms}>{intl.formatMessage({ id: 'auth.footer.terms' })}</SmartLink>
        <SmartLink href={legalLinks.privacy}>{intl.formatMessage({ id: 'auth.footer.privacy' })}</SmartLink>
        <SmartLink href="/legals">{intl.formatMessage({ id: 'auth.footer.legals' })}</SmartLink>
      </nav>
    </div>
  );
}
