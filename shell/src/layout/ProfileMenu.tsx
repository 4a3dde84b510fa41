import { Avatar, type User } from '@lexdesk/shared/core';
import { useCallback, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { pathOf } from '../routes/table';
import type { ResolvedRoute } from '../routes/types';
import { useDismiss } from './hooks';
import { ChevronDownIcon, LogoutIcon, MENU_ICONS } from './icons';
import styles from './ProfileMenu.module.css';

interface Props {
  user: User;
  /** The firm's name or the role, under the name in the panel (the header hides it on a phone). */
  roleText: string;
  entries: readonly ResolvedRoute[];
  onLogout: () => void;
}

/**
 * The profile dropdown: a disclosure (button + list of links), not an ARIA menu, so that links keep
 * their native keyboard behaviour. It closes on route change, Escape and outside press.
 * On a phone the button shows the avatar alone (a name cut to "Marc La…" helps nobody): the name stays its
 * accessible name, and the panel opens on the full name and the firm.
 */
export function ProfileMenu({ user, roleText, entries, onLogout }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, button);

  return (
    <div ref={container} className={styles.wrapper}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={user.name} src={user.profile_picture_url} size="sm" decorative className={styles.avatar} />
        <span className={styles.name}>{user.name}</span>
        <ChevronDownIcon className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <p className={styles.identity}>
          <span className={styles.identityName}>{user.name}</span>
          <span className={styles.identityRole}>{roleText}</span>
        </p>
        <nav aria-label={intl.formatMessage({ id: 'userMenu.label' })}>
          <ul className={styles.list}>
            {entries.map((entry) => {
              const Icon = entry.meta.icon ? MENU_ICONS[entry.meta.icon] : null;
              return (
                <li key={entry.name}>
                  <Link className={styles.item} to={pathOf(entry.name)} onClick={close}>
                    {Icon ? <Icon /> : null}
                    {intl.formatMessage({ id: `userMenu.${entry.name}` })}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <button type="button" className={`${styles.item} ${styles.logout}`} onClick={onLogout}>
          <LogoutIcon />
          {intl.formatMessage({ id: 'userMenu.logout' })}
        </button>
      </div>
    </div>
  );
}
