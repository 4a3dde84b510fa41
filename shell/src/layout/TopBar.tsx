import type { User } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { pathOf, routeByName } from '../routes/table';
import type { ResolvedRoute } from '../routes/types';
import utilities from '../styles/utilities.module.css';
import { ChevronLeftIcon } from './icons';
import { backTarget, detailTopBarTitle, type TopBarTitle } from './menu';
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
 * The bar above the page: its title and, for case and detail pages (or any page declaring one),
 * the way back. The page itself owns the <h1>; this title is context, not a second heading.
 */
export function TopBar({ route, user }: { route: ResolvedRoute; user: User | null }) {
  const intl = useIntl();
  const params = useParams();
  const kind = route.meta.topBar ?? 'default';
  const title: TopBarTitle =
    kind === 'detail' ? detailTopBarTitle(route, user, params) : { messageId: route.meta.titleKey };
  const text = 'text' in title ? title.text : intl.formatMessage({ id: title.messageId }, title.values);
  const hasBack = kind !== 'default' || route.meta.back !== undefined;
  const back = backTarget(route);
  const backPath = backPathOf(useLocation().state) ?? pathOf(back);

  return (
    <div className={`${styles.bar} ${styles[kind] ?? ''}`} data-topbar={kind}>
      {hasBack ? (
        <Link to={backPath} className={styles.back}>
          <ChevronLeftIcon />
          {intl.formatMessage({ id: 'layout.back' })}
          <span className={utilities.visuallyHidden}>
            {' '}
            : {intl.formatMessage({ id: routeByName(back).meta.titleKey })}
          </span>
        </Link>
      ) : null}
      <p className={styles.title}>{text}</p>
    </div>
  );
}
