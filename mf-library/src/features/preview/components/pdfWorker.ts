import { pdfjs } from 'react-pdf';

// pdf.js runs in a worker. Its file is emitted by webpack beside this remote's chunks (the `new URL(…,
// import.meta.url)` asset pattern) and served from the app's own origin, which the CSP's script-src 'self'
// (worker-src falls back to it) allows; never a CDN. Same version as react-pdf's own pdfjs-dist (5.4.296).
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();
