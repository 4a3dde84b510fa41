import { roleOf, useSessionStore, useSidebarSlotStore } from '@lexdesk/shared/core';
import { isTrialNoticeDue, trialStandingOf } from '@lexdesk/shared/domain/subscription';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { RemoteSlot } from '../federation/RemoteSlot';
import { homeOf } from '../routes/access';
import type { ResolvedRoute } from '../routes/types';
import { Footer } from './Footer';
import { useIsMobile } from './hooks';
import { LogoutIcon, SidebarIcon } from './icons';
import { Logo } from './Logo';
import { intakeUrl, isRightSidebarVisible, roleLabel, topMenuRoutes, userMenuRoutes } from './menu';
import { ProfileMenu } from './ProfileMenu';
import { Sidebar } from './Sidebar';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import { TopMenu } from './TopMenu';
import { useLogout } from './useLogout';
import styles from './AppLayout.module.css';

type Drawer = 'left' | 'right' | null;

/** The signed-in frame: header (menu, identity), top bar, sidebars from the route meta, footer. */
export function AppLayout({ route, children }: { route: ResolvedRoute; children: ReactNode }) {
  const intl = useIntl();
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const slots = useSidebarSlotStore((state) => state.slots);
  const mobile = useIsMobile();
  const logout = useLogout();
  const [drawer, setDrawer] = useState<Drawer>(null);
  const leftTrigger = useRef<HTMLButtonElement>(null);
  const rightTrigger = useRef<HTMLButtonElement>(null);
  const leftId = useId();
  const rightId = useId();

  const session = { status, user };
  const leftKind = route.meta.leftSidebar;
  const rightKind = route.meta.rightSidebar;
  const showRight = isRightSidebarVisible(rightKind, slots, user);
  const label = roleLabel(user);
  const roleText = 'text' in label ? label.text : intl.formatMessage({ id: label.messageId });
  const isAdmin = roleOf(user) === 'admin';
  // The trial's last days and its end are told to every member of the firm; mf-billing words it (its texts stay
  // out of the shell's, which Login loads), and its module is fetched only when there is something to say.
  const trialNotice = roleOf(user) === 'user' && isTrialNoticeDue(trialStandingOf(user?.client, new Date()));

  // Choosing a document or a lawyer on a phone is asking to see it: open the right drawer.
  useEffect(() => {
    if (mobile && rightKind === 'preview' && slots.preview) setDrawer('right');
  }, [mobile, rightKind, slots.preview]);
  useEffect(() => {
    if (mobile && rightKind === 'lawyer' && slots.lawyer) setDrawer('right');
  }, [mobile, rightKind, slots.lawyer]);

  useEffect(() => {
    if (!mobile) setDrawer(null);
  }, [mobile]);

  if (!user) return null;

  const toggle = (side: Exclude<Drawer, null>) => setDrawer((current) => (current === side ? null : side));

  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.header}>
        <Link to={homeOf(user)} className={styles.home} aria-label={intl.formatMessage({ id: 'app.home' })}>
          <Logo />
        </Link>
        <TopMenu entries={topMenuRoutes(session)} current={route.name} intakeHref={intakeUrl(user)} mobile={mobile} />
        <div className={styles.identity}>
          <span className={styles.role} data-testid="role-label">
            {roleText}
          </span>
          {isAdmin ? (
            <>
              <span className={styles.userName}>{user.name}</span>
              <button type="button" className={styles.logout} onClick={() => void logout()}>
                <LogoutIcon />
                <span className={styles.logoutText}>{intl.formatMessage({ id: 'userMenu.logout' })}</span>
              </button>
            </>
          ) : (
            <ProfileMenu
              user={user}
              roleText={roleText}
              entries={userMenuRoutes(session)}
              onLogout={() => void logout()}
            />
          )}
        </div>
      </header>
      {trialNotice ? <RemoteSlot module="mf_billing/TrialBanner" quiet /> : null}

      <div className={styles.body}>
        {leftKind ? (
          <Sidebar
            id={leftId}
            side="left"
            kind={leftKind}
            mobile={mobile}
            open={drawer === 'left'}
            onClose={() => setDrawer(null)}
            trigger={leftTrigger}
          />
        ) : null}

        <main id="main" tabIndex={-1} className={styles.main}>
          <TopBar route={route} user={user} />
          {mobile && (leftKind || (rightKind && showRight)) ? (
            <div className={styles.drawerToggles}>
              {leftKind ? (
                <button
                  ref={leftTrigger}
                  type="button"
                  className={styles.drawerToggle}
                  aria-expanded={drawer === 'left'}
                  aria-controls={leftId}
                  onClick={() => toggle('left')}
                >
                  <SidebarIcon />
                  {intl.formatMessage({ id: `sidebar.${leftKind}` })}
                </button>
              ) : null}
              {rightKind && showRight ? (
                <button
                  ref={rightTrigger}
                  type="button"
                  className={styles.drawerToggle}
                  aria-expanded={drawer === 'right'}
                  aria-controls={rightId}
                  onClick={() => toggle('right')}
                >
                  <SidebarIcon />
                  {intl.formatMessage({ id: `sidebar.${rightKind}` })}
                </button>
              ) : null}
            </div>
          ) : null}
          <div className={styles.content}>{children}</div>
        </main>

        {rightKind && showRight ? (
          <Sidebar
            id={rightId}
            side="right"
            kind={rightKind}
            mobile={mobile}
            open={drawer === 'right'}
            onClose={() => setDrawer(null)}
            trigger={rightTrigger}
          />
        ) : null}
        {mobile && drawer ? <div className={styles.backdrop} aria-hidden="true" /> : null}
      </div>

      <Footer />
    </div>
  );
}
