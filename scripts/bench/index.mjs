// npm run bench: prints the figures the issues ask for. Not a test: it never fails on a slow run.
import { startServer } from './server.mjs';
import { benchLoginFirstVisit } from './login-first-visit.mjs';
import { benchLegalCases } from './legal-cases.mjs';

const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

const server = await startServer();
try {
  if (wanted('login')) await benchLoginFirstVisit(server.url);
  // Last: it fills the demo firm with 100,000 cases.
  if (wanted('legal-cases')) await benchLegalCases(server);
} finally {
  await server.stop();
}
