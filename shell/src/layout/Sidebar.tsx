import { useEffect, useRef, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { RemoteSlot } from '../federation/RemoteSlot';
import type { LeftSidebar, RemoteModule, RightSidebar } from '../routes/types';
import { useDismiss } from './hooks';
import { CloseIcon } from './icons';
import styles from './Sidebar.module.css';

/** The sidebars' contents belong to remotes; the shell only decides when and where they show. */
export const SIDEBAR_MODULES: Record<LeftSidebar | RightSidebar, RemoteModule> = {
  search: 'mf_library/SearchSidebar',
  officeMenu: 'mf_office/OfficeMenu',
  accountMenu: 'mf_office/AccountMenu',
  preview: 'mf_library/PreviewSidebar',
  lawyer: 'mf_office/LawyerSidebar',
  lawyers: 'mf_office/LawyersSidebar',
};

interface Props {
  id: string;
  side: 'left' | 'right';
  kind: LeftSidebar | RightSidebar;
  /** Under 768 px the sidebar is a drawer opened by a toggle button. */
  mobile: boolean;
  open: boolean;
  onClose: () => void;
  trigger: RefObject<HTMLButtonElement | null>;
}

export function Sidebar({ id, side, kind, mobile, open, onClose, trigger }: Props) {
  const intl = useIntl();
  const container = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useDismiss(mobile && open, onClose, container, trigger);

  // An opened drawer covers the page: keyboard focus goes into it (Escape brings it back to the toggle).
  useEffect(() => {
    if (mobile && open) closeButton.current?.focus();
  }, [mobile, open]);
  const label = intl.formatMessage({ id: `sidebar.${kind}` });
  const sideClass = side === 'left' ? styles.left : styles.right;

  return (
    // Kept mounted while a drawer is closed so that what the user typed in it survives.
    <aside
      id={id}
      ref={container}
      aria-label={label}
      className={`${mobile ? styles.drawer : styles.column} ${sideClass}`}
      hidden={mobile && !open}
      data-sidebar={kind}
    >
      {mobile ? (
        <div className={styles.drawerHeader}>
          <span className={styles.drawerTitle}>{label}</span>
          <button
            ref={closeButton}
            type="button"
            className={styles.close}
            onClick={() => {
              onClose();
              trigger.current?.focus();
            }}
            aria-label={intl.formatMessage({ id: 'sidebar.close' })}
          >
            <CloseIcon />
          </button>
        </div>
      ) : null}
      <RemoteSlot module={SIDEBAR_MODULES[kind]} />
    </aside>
  );
}
