import { createRoot } from 'react-dom/client';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, Suspense } from 'react';

async function start() {
  const config = (await (await fetch('/remotes.json', { cache: 'no-cache' })).json()) as { remotes: { name: string; entry: string }[] };
  registerRemotes(config.remotes);
  const Login = lazy(async () => (await loadRemote<{ default: React.ComponentType }>('mf_auth/Login'))!);
  createRoot(document.getElementById('root')!).render(
    <Suspense fallback="…">
      <Login />
    </Suspense>,
  );
}
void start();
