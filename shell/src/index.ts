import { watchPageFirstPaint } from './startup/firstPaintHandover';
import { warmUpIcuInWorker } from './startup/icuWarmUp';

// What a visitor does on the server's first paint is watched from the first script on (see the handover).
watchPageFirstPaint();
// The first render's IntlProvider loads ICU's data (its createIntl checks the locale with Intl): a worker loads it
// first, on another thread, while the bootstrap's chunks download. Making the worker takes the main thread about
// 2 ms: in a task of its own, before the bootstrap's.
setTimeout(() => warmUpIcuInWorker(document.documentElement.lang || 'fr'));
// The federation's async boundary: shared modules are negotiated before the bootstrap's imports run. That
// negotiation runs in a task after this script's evaluation (the federation runtime's set-up): together they made
// the page's longest task.
setTimeout(() => void import('./bootstrap'));
