import { useCallback, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { pathOf } from '../routes/table';
import type { ResolvedRoute, RouteName } from '../routes/types';
import utilities from '../styles/utilities.module.css';
import { useDismiss } from './hooks';
import { ExternalIcon, MenuIcon } from './icons';
import { isMenuEntryActive } from './menu';
import styles from './TopMenu.module.css';

interface Props {
  entries: readonly ResolvedRoute[];
  current: RouteName;
  intakeHref: string | null;
  mobile: boolean;
}

/** The top menu; under 768 px it folds behind a "Menu" button. */
export function TopMenu({ entries, current, intakeHref, mobile }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(mobile && open, close, container, button);
  const collapsed = mobile && !open;

  return (
    <>
      {mobile ? (
        <button
          ref={button}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon />
          {intl.formatMessage({ id: 'menu.toggle' })}
        </button>
      ) : null}
      <nav
        ref={container}
        aria-label={intl.formatMessage({ id: 'menu.label' })}
        className={mobile ? styles.navMobile : styles.nav}
      >
        <ul id={listId} className={styles.list} hidden={collapsed}>
          {entries.map((entry) => {
            const active = isMenuEntryActive(entry, current);
            return (
              <li key={entry.name}>
                <Link
                  to={pathOf(entry.name)}
                  className={active ? `${styles.link} ${styles.active}` : styles.link}
                  aria-current={active ? 'page' : undefined}
                  onClick={close}
                >
                  {intl.formatMessage({ id: `menu.${entry.name}` })}
                </Link>
              </li>
            );
          })}
          {intakeHref ? (
            <li>
              {/* The litigants' form has no app chrome: it opens beside the app, not in place of it. */}
              <a href={intakeHref} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {intl.formatMessage({ id: 'menu.intake' })}
                <ExternalIcon width={16} height={16} />
                <span className={utilities.visuallyHidden}> {intl.formatMessage({ id: 'menu.newTab' })}</span>
              </a>
            </li>
          ) : null}
        </ul>
      </nav>
    </>
  );
}
