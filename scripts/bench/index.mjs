// npm run bench: prints the figures the issues ask for. Not a test: it never fails on a slow run.
import { startServer } from './server.mjs';
import { benchLoginFirstVisit } from './login-first-visit.mjs';

const server = await startServer();
try {
  await benchLoginFirstVisit(server.url);
} finally {
  await server.stop();
}
