import {
  Component,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useReducer,
  useRef,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { ShownTextsVersion } from '../i18n/textsVersion';
import { Loading } from '../layout/Loading';
import type { RemoteModule } from '../routes/types';
import { bumpRemoteGeneration, useRemoteGeneration } from './generations';
import {
  forgetFailedRemotes,
  noteRemoteShown,
  peekRemoteLoad,
  startRemoteLoad,
  subscribeRemoteLoads,
  type RemoteLoad,
} from './remoteComponents';
import { remoteNameOf, reRegisterRemote } from './remotes';
import styles from './RemoteSlot.module.css';

interface BoundaryProps {
  /** Changing it clears a caught error: a new route or a retry gets a fresh try. */
  resetKey: string;
  module: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
  resetKey: string;
}

class RemoteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn(`[lexdesk] ${this.props.module} is unavailable`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}

function RemoteFallback({
  onRetry,
  busy,
  focusOnMount,
}: {
  onRetry: () => void;
  busy: boolean;
  focusOnMount: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // After a failed retry the button was unmounted under the keyboard user's feet: give focus back.
    if (focusOnMount) button.current?.focus();
  }, [focusOnMount]);
  return (
    <div className={styles.fallback} role="alert">
      <p className={styles.message}>
        <FormattedMessage id="remote.unavailable" />
      </p>
      <button ref={button} type="button" className={styles.retry} onClick={onRetry} disabled={busy} aria-busy={busy}>
        <FormattedMessage id="remote.retry" />
      </button>
    </div>
  );
}

/**
 * The module's load as this slot last rendered it, re-rendered when it settles or is forgotten. The
 * re-render is a transition: the remote's first render is then cut into short tasks instead of one long one.
 */
function useRemoteLoad(module: RemoteModule): RemoteLoad {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const load = startRemoteLoad(module);
  useEffect(() => {
    const check = () => {
      if (peekRemoteLoad(module) !== load) startTransition(rerender);
    };
    check(); // it may have settled between this render and the effect
    return subscribeRemoteLoads(check);
  }, [module, load]);
  useEffect(() => {
    if (load.status === 'ready') noteRemoteShown(module);
  }, [module, load]);
  return load;
}

/** A load that failed: the fallback, and the reason in the console for whoever investigates. */
function LoadFailure({ module, error, children }: { module: string; error: unknown; children: ReactNode }) {
  useEffect(() => {
    console.warn(`[lexdesk] ${module} is unavailable`, error);
  }, [module, error]);
  return children;
}

/**
 * Where a federated component goes: loads it at runtime, shows a spinner meanwhile, and keeps any
 * failure (remote down, manifest aborted, component throwing) inside this box with a retry.
 */
export function RemoteSlot({ module, quiet = false }: { module: RemoteModule; quiet?: boolean }) {
  // Two routes rendering a slot at the same place must not share its state (error, retry).
  return <RemoteSlotInstance key={module} module={module} quiet={quiet} />;
}

/**
 * `quiet`: a slot that adds to a page rather than being it (the trial banner) shows nothing while it loads and
 * nothing if it fails (the reason goes to the console): a spinner or a retry box there would say more than it.
 */
function RemoteSlotInstance({ module, quiet }: { module: RemoteModule; quiet: boolean }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const remoteName = remoteNameOf(module);
  const generation = useRemoteGeneration(remoteName);
  const [busy, setBusy] = useState(false);
  const [retried, setRetried] = useState(false);
  const load = useRemoteLoad(module);
  const shownTexts = useContext(ShownTextsVersion);

  const retry = async () => {
    setBusy(true);
    setRetried(true);
    try {
      await reRegisterRemote(remoteName);
    } catch (error) {
      console.warn(`[lexdesk] could not register ${remoteName} again`, error);
    } finally {
      forgetFailedRemotes(remoteName);
      setBusy(false);
      // Every slot of this remote (the page and its sidebar) gets its fresh try together.
      bumpRemoteGeneration(remoteName);
    }
  };

  const fallback = quiet ? null : <RemoteFallback onRetry={() => void retry()} busy={busy} focusOnMount={retried} />;
  const loading = quiet ? null : <Loading label={intl.formatMessage({ id: 'remote.loading' })} />;
  if (load.status === 'failed') {
    return (
      <LoadFailure module={module} error={load.error}>
        {fallback}
      </LoadFailure>
    );
  }
  // Ready, but the page does not show its texts yet (both arrive in transitions): a moment more of waiting.
  if (load.status === 'loading' || load.textsVersion > shownTexts) return loading;
  const RemoteComponent = load.component;
  return (
    // A new route or a retry of this remote clears a caught error.
    <RemoteBoundary module={module} resetKey={`${pathname}#${generation}`} fallback={fallback}>
      {/* For what the remote itself suspends on (its own lazy chunks). */}
      <Suspense fallback={loading}>
        <RemoteComponent />
      </Suspense>
    </RemoteBoundary>
  );
}
