import { Link, useLocation } from 'react-router-dom';
import styles from './SideMenu.module.css';

export interface SideMenuEntry {
  to: string;
  label: string;
  /** Marks the entry current on every path under it too (a list and its detail pages). */
  section?: string;
}

const isCurrent = (entry: SideMenuEntry, pathname: string) =>
  pathname === entry.to || (entry.section !== undefined && pathname.startsWith(`${entry.section}/`));

/** A left-sidebar menu; the current page's link carries aria-current="page". */
export function SideMenu({ label, entries }: { label: string; entries: readonly SideMenuEntry[] }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label} className={styles.nav}>
      <h2 className={styles.title}>{label}</h2>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const current = isCurrent(entry, pathname);
          return (
            <li key={entry.to}>
              <Link
                to={entry.to}
                aria-current={current ? 'page' : undefined}
                className={current ? `${styles.link} ${styles.active}` : styles.link}
              >
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
