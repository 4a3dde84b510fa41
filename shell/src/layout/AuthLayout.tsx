import type { ReactNode } from 'react';
import type { ResolvedRoute } from '../routes/types';
import { Footer } from './Footer';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { SkipLink } from './SkipLink';
import styles from './AuthLayout.module.css';

/** Authentication pages (and public pages seen anonymously): no menus, just the page. */
export function AuthLayout({ children }: { route?: ResolvedRoute; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.header}>
        <Logo />
        <LanguageSwitch />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer withLanguage={false} />
    </div>
  );
}

/** The intake form is embedded in firms' own sites: nothing of LexDesk's chrome around it. */
export function BareLayout({ children }: { route?: ResolvedRoute; children: ReactNode }) {
  return (
    // data-frame: the global styles leave this page's scrollbar to the browser (an iframe in a firm's site).
    <main id="main" tabIndex={-1} className={styles.bare} data-frame="bare">
      {children}
    </main>
  );
}
