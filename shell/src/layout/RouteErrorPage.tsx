import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router-dom';
import styles from './NotFoundPage.module.css';

/** Last resort when the shell itself fails to render a route (remote failures stay in their slots). */
export function RouteErrorPage() {
  const intl = useIntl();
  const error = useRouteError();
  useEffect(() => {
    console.error('[lexdesk] route error', error);
  }, [error]);
  return (
    <main id="main" className={styles.page} role="alert">
      <h1 className={styles.title}>{intl.formatMessage({ id: 'error.title' })}</h1>
      <p>{intl.formatMessage({ id: 'error.text' })}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {intl.formatMessage({ id: 'error.reload' })}
      </button>
    </main>
  );
}
