import { watchPageFirstPaint } from './startup/firstPaintHandover';

// What a visitor does on the server's first paint is watched from the first script on (see the handover).
const firstPaint = watchPageFirstPaint();
// The federation's async boundary: shared modules are negotiated before the bootstrap's imports run. That
// negotiation runs in a task after this script's evaluation (the federation runtime's set-up): together they made
// the page's longest task.
setTimeout(() => void import('./bootstrap'));
// Without a first paint the page shows nothing until its scripts and data are there: the ICU data that the
// first Intl object loads (about 20 ms of main thread on a phone) is loaded meanwhile, in a task of its own,
// rather than in the middle of the first render or of a remote's module. (The zone is shared's DISPLAY_TIME_ZONE,
// written out: this entry runs before the federation's boundary, so it cannot import a shared module.)
if (!firstPaint) setTimeout(() => new Intl.DateTimeFormat('fr-BE', { timeZone: 'Europe/Brussels' }).format(0));
