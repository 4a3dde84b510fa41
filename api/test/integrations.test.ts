import { createTestApp, DEMO, LIFTED_RATE_LIMITS, loggedIn, outbox, type TestContext } from './helpers';

// The practice-management switches record which program the firm uses and tell the installation's operator, who
// sets the connection up with its publisher: LexDesk exchanges nothing with Kleos or Dioxa by itself.

const OPERATOR_EMAIL = 'exploitant@lexdesk.example';

describe('with an operator address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS, operator: { email: OPERATOR_EMAIL } });
  });
  afterAll(() => ctx.close());

  const requests = async () => (await outbox(ctx)).filter((mail) => mail.to === OPERATOR_EMAIL);

  it('sends the operator one request per switch changed, answerable to the administrator', async () => {
    const admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    // From a firm that uses neither (the demo firm is seeded with Kleos): no request for what was already so.
    await admin.post('/api/client/integration', { uses_kleos: 0, uses_dioxa: 0 });
    const before = (await requests()).length;
    expect((await admin.post('/api/client/integration', { uses_kleos: 1, uses_dioxa: 0 })).statusCode).toBe(200);
    const [request, ...others] = (await requests()).slice(before);
    expect(others).toEqual([]);
    expect(request).toEqual(
      expect.objectContaining({
        subject: expect.stringContaining('Kleos'),
        replyTo: DEMO.firmAdmin,
        text: expect.stringContaining('Cabinet Démo'),
      }),
    );

    // Sent again unchanged: nothing new to ask.
    await admin.post('/api/client/integration', { uses_kleos: 1 });
    expect(await requests()).toHaveLength(before + 1);

    // Switched off: the operator is asked to stop the connection.
    await admin.post('/api/client/integration', { uses_kleos: 0 });
    const stop = (await requests())[before + 1];
    expect(stop?.subject).toMatch(/arrêt.*Kleos|Kleos.*arrêt/);
  });

  it('refuses a lawyer who is not the administrator, and sends nothing', async () => {
    const before = (await requests()).length;
    const lawyer = await loggedIn(ctx.app, DEMO.lawyer);
    expect((await lawyer.post('/api/client/integration', { uses_dioxa: 1 })).statusCode).toBe(403);
    expect(await requests()).toHaveLength(before);
  });
});

describe('without an operator address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS });
  });
  afterAll(() => ctx.close());

  it('records the switch and sends no request to nobody', async () => {
    const admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    const before = (await outbox(ctx)).length;
    const answer = await admin.post('/api/client/integration', { uses_dioxa: 1 });
    expect(answer.json().data).toEqual(expect.objectContaining({ uses_dioxa: 1 }));
    expect(await outbox(ctx)).toHaveLength(before);
  });
});
