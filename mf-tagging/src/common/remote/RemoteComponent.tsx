import { Button, Spinner } from '@lexdesk/shared';
import { Component, useCallback, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { loadRemoteComponent } from './loadRemoteComponent';

type Load<Props> =
  { status: 'loading' } | { status: 'ready'; component: ComponentType<Props> } | { status: 'failed'; error: unknown };

class Boundary extends Component<{ fallback: ReactNode; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('[lexdesk] a remote component failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}

/**
 * Another remote's exposed component (`mf_library/MetadataForm`), with a spinner while it loads and, when it
 * cannot load or throws, a translated message and Retry: the tagging screen keeps working without it.
 */
export function RemoteComponent<Props extends object>({ id, props }: { id: string; props: Props }) {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load<Props>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    loadRemoteComponent<Props>(id).then(
      (component) => {
        if (current) setLoad({ status: 'ready', component });
      },
      (error: unknown) => {
        console.warn(`[lexdesk] ${id} is unavailable`, error);
        if (current) setLoad({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const fallback = (
    <div role="alert">
      <p>{intl.formatMessage({ id: 'tagging.remote.unavailable' })}</p>
      <Button variant="secondary" onClick={retry}>
        {intl.formatMessage({ id: 'tagging.remote.retry' })}
      </Button>
    </div>
  );

  if (load.status === 'loading') return <Spinner label={intl.formatMessage({ id: 'tagging.remote.loading' })} />;
  if (load.status === 'failed') return fallback;
  const Loaded = load.component;
  return (
    <Boundary key={attempt} fallback={fallback}>
      <Loaded {...props} />
    </Boundary>
  );
}
