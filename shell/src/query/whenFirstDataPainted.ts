import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once the frame after this moment is on screen: the animation frame after it starts once it has been
 * presented, and a task queued from there runs after that second frame's own rendering.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));
}

/** Resolves once the client has no request in flight (at once when it has none). */
function whenQueriesIdle(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => client.isFetching() === 0;
    if (idle()) {
      resolve();
      return;
    }
    const stop = client.getQueryCache().subscribe(() => {
      if (!idle()) return;
      stop();
      resolve();
    });
  });
}

/** How long a page whose largest content was already on screen waits for a larger one. */
const LARGEST_PAINT_WAIT_MS = 500;

/**
 * Resolves when the browser reports a largest contentful paint made from now on (the frame showing the data just
 * arrived, when it holds the page's largest content), or half a second later when none comes: the page's largest
 * content was on screen before, or a browser without the entry type, where the next painted frame is the signal.
 */
export function nextLargestPaint(): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  )
    return afterNextPaint();
  return new Promise((resolve) => {
    const since = performance.now();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) done();
    });
    const timer = setTimeout(done, LARGEST_PAINT_WAIT_MS);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** A request hanging for longer does not hold back what waits for the first data (the brand typeface). */
const FIRST_DATA_WAIT_MS = 10_000;

/**
 * Resolves once the page's first data has arrived (no request of the query client in flight) and its largest
 * content is on screen, or after ten seconds.
 */
export function whenFirstDataPainted(client: QueryClient): Promise<void> {
  const settled = whenQueriesIdle(client);
  const ceiling = new Promise<void>((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS));
  return Promise.race([settled, ceiling]).then(nextLargestPaint);
}
