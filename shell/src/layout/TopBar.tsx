import type { User } from '@lexdesk/shared/core';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { pathOf, routeByName } from '../routes/table';
import type { ResolvedRoute } from '../routes/types';
import utilities from '../styles/utilities.module.css';
import { ChevronLeftIcon } from './icons';
import { backTarget, topBarTitle, type TopBarTitle } from './menu';
import styles from './TopBar.module.css';

/**
 * A page opened from a list may carry that list's exact path and query as navigation state `{ backTo }`
 * (mf-cases' case rows do: tab, page, closed toggle); "Retour" then goes there. Only a same-site path is
 * taken, else the route's declared back.
 */
function backPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('backTo' in state)) return null;
  const { backTo } = state as { backTo: unknown };
  return typeof backTo === 'string' && backTo.startsWith('/') && !backTo.startsWith('//') ? backTo : null;
}

/**
 * The bar above the page, on pages with a way back: "Retour" and the section the page belongs to (menu.ts,
 * topBarTitle: one title per screen, the page owns the <h1>; this is context, not a second heading).
 * Pages without a way back have no bar.
 */
export function TopBar({ route, user }: { route: ResolvedRoute; user: User | null }) {
  const intl = useIntl();
  const location = useLocation();
  const title: TopBarTitle | null = topBarTitle(route, user);
  if (!title) return null;
  const kind = route.meta.topBar ?? 'default';
  const text = 'text' in title ? title.text : intl.formatMessage({ id: title.messageId }, title.values);
  const back = backTarget(route);
  const backPath = backPathOf(location.state) ?? pathOf(back);

  return (
    <div className={styles.bar} data-topbar={kind}>
      <Link to={backPath} className={styles.back}>
        <ChevronLeftIcon />
        {intl.formatMessage({ id: 'layout.back' })}
        <span className={utilities.visuallyHidden}>
          {' '}
          : {intl.formatMessage({ id: routeByName(back).meta.titleKey })}
        </span>
      </Link>
      <p className={styles.section}>{text}</p>
    </div>
  );
}
