import type { Repositories } from '../src/repositories';
import { transitionLegalCase } from '../src/services/legalCases';
import { caseRow, createTestApp, DEMO, insertCase, type TestContext } from './helpers';

// Found by `npm run bench load` on two PostgreSQL instances: an accept answered 200 showing the case `closed`, because
// a close of the same case by another session committed between the accept's UPDATE and its read of the case.
// The answer of a transition is the case as that transition left it.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(() => ctx.close());

/**
 * The app's repositories, but each successful transition waits a moment before going on, while `meanwhile` runs
 * on the pool (another connection on PostgreSQL, the one connection once free on SQLite): another request's window.
 */
function withPause(repos: Repositories, meanwhile: () => void): Repositories {
  return {
    ...repos,
    legalCases: {
      ...repos.legalCases,
      async transition(...args) {
        const won = await repos.legalCases.transition(...args);
        if (won) {
          meanwhile();
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        return won;
      },
    },
    transaction: (work) => repos.transaction((tx) => work(withPause(tx, meanwhile))),
  };
}

it('an accept answers the case as it left it (opened), even when a close follows at once', async () => {
  const repos = ctx.app.repos;
  const user = await repos.users.findByEmail(DEMO.lawyer);
  const firm = user?.client_id ? await repos.clients.findById(user.client_id) : undefined;
  if (!user || !firm) throw new Error('the demo lawyer and firm');
  const { token } = await insertCase(ctx.db, { clientId: firm.id, userId: user.id, status: 'new' });

  let close: Promise<boolean> | undefined;
  const paused = withPause(repos, () => {
    close ??= repos.legalCases.transition(
      { token, clientId: firm.id, userId: user.id },
      'opened',
      'closed',
      new Date(),
    );
  });
  const answer = await transitionLegalCase(paused, user, firm, token, 'open', 'fr', new Date());
  expect(answer.status).toBe('opened');
  // The close, sent while the accept was under way, either waited for it and applied (SQLite: the one connection)
  // or found the case not open yet (PostgreSQL: the row it saw was still new); the case says which.
  const closed = await close;
  expect((await caseRow(ctx.db, token))?.status).toBe(closed ? 'closed' : 'opened');
}, 30_000);
