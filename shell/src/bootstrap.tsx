import './styles/tokens.css';
import './styles/global.css';
import { useSessionStore } from '@lexdesk/shared';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadRemoteModules } from './federation/remoteComponents';
import { registerRemotesFromConfig } from './federation/remotes';
import { createShellRouter } from './routes/router';
import { modulesForPath } from './routes/table';
import { installUnauthorizedHandler } from './routes/unauthorized';

async function start(): Promise<void> {
  // Both may fail without blanking the page: without remotes.json every slot shows its fallback
  // (and its retry fetches the file again); without the API the visitor is simply anonymous.
  await Promise.all([
    registerRemotesFromConfig()
      .then(() => preloadRemoteModules(modulesForPath(window.location.pathname)))
      .catch((error: unknown) => console.error('[lexdesk] remotes.json could not be read', error)),
    useSessionStore
      .getState()
      .load()
      .catch((error: unknown) => {
        console.error('[lexdesk] the session could not be read', error);
        useSessionStore.getState().clear();
      }),
  ]);

  const router = createShellRouter();
  installUnauthorizedHandler(router);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App router={router} />);
}

void start();
