import '../styles/tokens.css';
import '../styles/global.css';
import { loadMessages, readXsrfToken, useLocaleStore, useSessionStore } from '@lexdesk/shared/core';
import { loadAppLayout } from '../layout/appLayoutChunk';
import { loadedServerState, loadServerState } from '../query/serverState';
import { setTextsLocale } from '../federation/preload-texts-plugin';
import { shellMessagesRegistered } from '../i18n/ShellIntlProvider';
import { preloadRemoteModules, whenRemotesSettled, whenRemotesShown } from '../federation/remoteComponents';
import { registerRemotesFromConfig } from '../federation/remotes';
import { preloadRemoteAssets } from '../federation/preloadRemoteAssets';
import { matchRoutePath, modulesForPath } from '../routes/table';
import { prefetchRouteData } from '../routes/prefetch';
import { watchPageFirstPaint, type FirstPaintHandover } from './firstPaintHandover';
import { nextTask } from './nextTask';
import { brandFontLoadedBefore, loadBrandFont } from '../styles/brandFont';

/**
 * The session check at start. The API sets the XSRF-TOKEN cookie (readable by the page) with every session
 * and clears it with it, so a browser without one has no session: such a visitor (every first visit) is
 * anonymous at once, and the first paint of Login waits for no request.
 */
function loadSession(): Promise<unknown> {
  if (readXsrfToken() === null) {
    useSessionStore.getState().clear();
    return Promise.resolve(null);
  }
  return useSessionStore.getState().load();
}

/** The signed-in frame's chunk and the query client's, side by side. */
function loadSignedInChunks(): Promise<unknown> {
  return Promise.all([loadAppLayout(), loadServerState()]).catch(() => undefined);
}

/**
 * Fetches the signed-in frame's chunk and the query client's once a user is known: now (a session found at
 * start, awaited before the first render so that the page does not flash a loading state) or at a login (with
 * the navigation).
 */
function preloadAppLayoutWhenSignedIn(): Promise<unknown> {
  if (useSessionStore.getState().user) return loadSignedInChunks();
  const stop = useSessionStore.subscribe((state) => {
    if (!state.user) return;
    stop();
    void loadSignedInChunks();
  });
  return Promise.resolve();
}

/**
 * A public first page that reads server state (a form of mf-auth other than Login, the intake page) renders once
 * the query client's chunk is there, fetched beside its remote's code: no loading state between them. A private
 * page waits for it with the signed-in frame (a visitor without a session goes to Login, which needs neither).
 */
function preloadServerStateForFirstPage(): Promise<unknown> {
  const route = matchRoutePath(window.location.pathname)?.route;
  if (!route?.meta.public || route.meta.noServerState) return Promise.resolve();
  return loadServerState().catch(() => undefined);
}

/**
 * The brand typeface at once when this browser has loaded it before (it is cached for a year), else once the
 * first page's remote modules are on the page, its first data painted (a page reading server state) and the main
 * thread idle: on a first visit its download (48 KB) never shares the network with the page's own scripts and
 * data. Over the server's first paint (set in the fallback face) it always
 * waits: the live page replacing it in another face would be a second, larger paint of the same text.
 */
function scheduleBrandFont(firstPageSettled: Promise<unknown>, { overFirstPaint }: { overFirstPaint: boolean }): void {
  if (brandFontLoadedBefore() && !overFirstPaint) {
    loadBrandFont();
    return;
  }
  const whenIdle = (run: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 200);
  void firstPageSettled.then(() => whenIdle(loadBrandFont));
}

/** How long a server's first paint waits for its live page before the shell renders anyway (a spinner then). */
const FIRST_PAINT_WAIT_MS = 10_000;

/**
 * The server's first paint (a visitor without a session on Login), kept on screen until the live page can
 * replace it in one go: the first render waits for the page's modules, so it never swaps a painted page for a
 * spinner. One in another language than the visitor's (chosen on an earlier visit) goes at once.
 */
function takeFirstPaint(): FirstPaintHandover | null {
  const handover = watchPageFirstPaint();
  if (handover && handover.locale !== useLocaleStore.getState().locale) {
    handover.discard();
    return null;
  }
  return handover;
}

/**
 * The page's React tree, router and React DOM, evaluated in a task of their own (eager: in this chunk, no request):
 * evaluated with this module, they made the task that runs the framework chunk a long one.
 */
function loadRendering() {
  return nextTask().then(() => import(/* webpackMode: "eager" */ './render'));
}

async function start(): Promise<void> {
  const rendering = loadRendering();
  const handover = takeFirstPaint();
  // A remote's texts are fetched in the page's language as soon as its manifest is known.
  setTextsLocale(() => useLocaleStore.getState().locale);
  // Both may fail without blanking the page: without remotes.json every slot shows its fallback
  // (and its retry fetches the file again); without the API the visitor is simply anonymous.
  const firstPageModules = modulesForPath(window.location.pathname);
  const serverStateReady = preloadServerStateForFirstPage();
  const remotesReady = registerRemotesFromConfig()
    .then((remotes) => {
      preloadRemoteAssets(firstPageModules, remotes);
      preloadRemoteModules(firstPageModules);
    })
    .catch((error: unknown) => console.error('[lexdesk] remotes.json could not be read', error));
  scheduleBrandFont(
    remotesReady.then(() => whenRemotesShown(firstPageModules)).then(() => loadedServerState()?.whenPageDataPainted()),
    { overFirstPaint: handover !== null },
  );
  const firstPageReady = handover
    ? remotesReady.then(() =>
        Promise.race([
          whenRemotesSettled(firstPageModules),
          new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS)),
        ]),
      )
    : Promise.resolve();
  const sessionReady = loadSession()
    // The page's first data, as soon as the session allows it, while texts and remotes still load (the
    // router's own prefetch on creation then finds it under way).
    .then(() => {
      prefetchRouteData(window.location, useSessionStore.getState());
    })
    .catch((error: unknown) => {
      console.error('[lexdesk] the session could not be read', error);
      useSessionStore.getState().clear();
    });
  // The texts of the language shown (shared's and the shell's, registered on import, and that of a
  // session's language, hence after the session): rendering before them would show message ids for a
  // moment. They load while remotes.json is still on its way.
  const textsReady = Promise.all([sessionReady, shellMessagesRegistered]).then(() =>
    loadMessages(useLocaleStore.getState().locale),
  );
  // The signed-in frame's chunk, from the moment a user is known (at start, or by a login later on).
  const layoutReady = sessionReady.then(() => preloadAppLayoutWhenSignedIn());
  const [{ renderShell }] = await Promise.all([
    rendering,
    remotesReady,
    textsReady,
    layoutReady,
    serverStateReady,
    firstPageReady,
  ]);
  // The first render in a task of its own: the last of these to settle is a chunk's arrival, whose evaluation
  // would otherwise run the router's creation too, one long task.
  await nextTask();
  await renderShell(handover);
}

void start();
