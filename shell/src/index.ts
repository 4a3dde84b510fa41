import { watchPageFirstPaint } from './startup/firstPaintHandover';

// What a visitor does on the server's first paint is watched from the first script on (see the handover).
watchPageFirstPaint();
// The federation's async boundary: shared modules are negotiated before the bootstrap's imports run. That
// negotiation runs in a task after this script's evaluation (the federation runtime's set-up): together they made
// the page's longest task.
setTimeout(() => void import('./bootstrap'));
// No Intl object is made at start: the first one of a page costs the ICU data's loading (20 to 30 ms of main thread
// here, four times that on a phone), and the landing pages' first render needs none (their dates are written
// without Intl, shared/src/domain/format.ts). A page that formats numbers or times pays it when it first does.
