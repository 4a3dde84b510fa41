import { useLayoutEffect, useRef } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ShellIntlProvider } from './i18n/ShellIntlProvider';
import { ToastArea } from './notifications/ToastArea';
import type { ShellRouter } from './routes/router';

interface AppProps {
  router: ShellRouter;
  /** Runs once the first render is on the page, before the browser paints it. */
  onFirstCommit?: () => void;
}

/** Providers outside the router so that toasts and translations survive a route error. */
export function App({ router, onFirstCommit }: AppProps) {
  const firstCommit = useRef(onFirstCommit);
  useLayoutEffect(() => {
    // Right after the commit, still before the browser paints it (a microtask of the same task).
    const run = firstCommit.current;
    if (run) queueMicrotask(run);
  }, []);
  return (
    <ShellIntlProvider>
      <RouterProvider router={router} />
      <ToastArea />
    </ShellIntlProvider>
  );
}
