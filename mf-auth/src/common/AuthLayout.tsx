import { cx } from '@lexdesk/shared/core';
import type { ReactNode } from 'react';
import styles from './AuthLayout.module.css';
import { SellingPoints } from './SellingPoints';

interface AuthLayoutProps {
  children: ReactNode;
  /** Login, Register and Subscribe show the selling points beside the form. */
  sellingPoints?: boolean;
  /** Reading pages (Legals) get a wider card. */
  wide?: boolean;
}

/**
 * The card every authentication page sits in. The shell's authentication frame owns the logo, the
 * language switch, the legal links and the page's <main>, so this layout adds no landmark.
 */
export function AuthLayout({ children, sellingPoints = false, wide = false }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <div className={cx(styles.container, sellingPoints && styles.withAside, wide && styles.wide)}>
        <div className={styles.card}>{children}</div>
        {sellingPoints && <SellingPoints />}
      </div>
    </div>
  );
}
