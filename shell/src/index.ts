import { watchPageFirstPaint } from './startup/firstPaintHandover';

// What a visitor does on the server's first paint is watched from the first script on (see the handover).
watchPageFirstPaint();
// The federation's async boundary: shared modules are negotiated before the bootstrap's imports run.
import('./bootstrap');
