import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from '../App';
import { createShellRouter } from '../routes/router';
import { installUnauthorizedHandler } from '../routes/unauthorized';
import type { FirstPaintHandover } from './firstPaintHandover';
import { nextTask } from './nextTask';

/** Creates the router and renders the shell into #root, replacing the server's first paint if there is one. */
export async function renderShell(handover: FirstPaintHandover | null): Promise<void> {
  const router = createShellRouter();
  installUnauthorizedHandler(router);
  // The router's creation (its first match, the route's prefetch) and React's first render slices are separate
  // tasks: together they made one long task.
  await nextTask();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // As a transition, React renders the first page in slices of a few milliseconds instead of one long task
  // that would keep the main thread (a tap, a key) waiting.
  // Its first commit replaces the server's first paint: what the visitor typed there is carried over.
  const onFirstCommit = handover ? () => handover.restore(flushSync) : undefined;
  startTransition(() => root.render(<App router={router} onFirstCommit={onFirstCommit} />));
}
