import { Button, EmptyState, Spinner } from '@lexdesk/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './Page.module.css';

interface PageStateProps {
  /** The page's <h1>, kept whatever the state (one per page). */
  title: ReactNode;
  /** heading level of the title: 1 for pages, 2 for sidebars. */
  level?: 1 | 2;
  loading: boolean;
  onRetry: () => void;
}

/** What a screen shows before its data is there: a spinner, or a failure with Retry. */
export function PageState({ title, level = 1, loading, onRetry }: PageStateProps) {
  const intl = useIntl();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.page}>
      <Heading>{title}</Heading>
      {loading ? (
        <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
      ) : (
        <EmptyState
          headingLevel={level === 1 ? 2 : 3}
          title={intl.formatMessage({ id: 'office.common.loadError' })}
          action={
            <Button variant="secondary" onClick={onRetry}>
              {intl.formatMessage({ id: 'common.retry' })}
            </Button>
          }
        />
      )}
    </div>
  );
}
