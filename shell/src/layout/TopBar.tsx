import type { User } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { pathOf, routeByName } from '../routes/table';
import type { ResolvedRoute } from '../routes/types';
import utilities from '../styles/utilities.module.css';
import { ChevronLeftIcon } from './icons';
import { backTarget, detailTopBarTitle, type TopBarTitle } from './menu';
import styles from './TopBar.module.css';

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

  return (
    <div className={`${styles.bar} ${styles[kind] ?? ''}`} data-topbar={kind}>
      {hasBack ? (
        <Link to={pathOf(back)} className={styles.back}>
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
