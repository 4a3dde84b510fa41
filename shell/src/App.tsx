import { RouterProvider } from 'react-router-dom';
import { ShellIntlProvider } from './i18n/ShellIntlProvider';
import { ToastArea } from './notifications/ToastArea';
import type { ShellRouter } from './routes/router';

/** Providers outside the router so that toasts and translations survive a route error. */
export function App({ router }: { router: ShellRouter }) {
  return (
    <ShellIntlProvider>
      <RouterProvider router={router} />
      <ToastArea />
    </ShellIntlProvider>
  );
}
