// Issue 27, finding 5: the published demo password, the product's words and the firm's name are refused
// wherever a password is set (Subscribe, invitation, reset); the seeded demo accounts keep theirs.
import {
  Agent,
  createTestApp,
  DEMO,
  firmIdOf,
  LIFTED_RATE_LIMITS,
  linkParams,
  loggedIn,
  outbox,
  PASSWORD,
  type TestContext,
} from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS });
});
afterAll(() => ctx.close());

const REFUSED = {
  fr: 'Le mot de passe ne peut pas contenir le nom du produit (LexDesk, demo) ni celui de votre cabinet',
  en: "The password may not contain the product's name (LexDesk, demo) or your firm's name",
  nl: 'Het wachtwoord mag de naam van het product (LexDesk, demo) of van uw kantoor niet bevatten',
};

async function post(url: string, payload: Record<string, unknown>) {
  const agent = new Agent(ctx.app);
  await agent.csrf();
  return agent.post(url, payload);
}

const subscriber = (password: string, email = 'lucie@martin-avocats.test') => ({
  firstname: 'Lucie',
  lastname: 'Martin',
  email,
  password,
  password_confirmation: password,
});

describe('Subscribe', () => {
  it.each([
    ['lexdesk-demo', 'fr'],
    ['LexDesk-2026!', 'en'],
    ['Lex-Désk et moi', 'nl'],
    ['ma-DÉMO-préférée', 'fr'],
  ] as const)('refuses %s, said in %s', async (password, lang) => {
    const response = await post(`/api/auth/register?lang=${lang}`, subscriber(password));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { password: [REFUSED[lang]] } });
  });

  it('still accepts a password of words of its own', async () => {
    const response = await post('/api/auth/register', subscriber('un-bon-mot-de-passe'));
    expect(response.statusCode).toBe(201);
  });
});

describe("the firm's name", () => {
  it('is refused in the password of an invitation to that firm', async () => {
    await ctx.db
      .updateTable('clients')
      .set({ name: 'Lambert & Associés' })
      .where('id', '=', await firmIdOf(ctx.db, DEMO.firmAdmin))
      .execute();
    const mail = (await outbox(ctx)).find((m) => m.to === DEMO.invited);
    const token = mail ? linkParams(mail.text).get('token') : null;
    expect(token).toBeTruthy();
    const invitation = (password: string) => ({
      name: 'Nouvel',
      email: DEMO.invited,
      token,
      password,
      password_confirmation: password,
    });
    const refused = await post('/api/auth/register?lang=en', invitation('lambert-associes-2026'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { password: [REFUSED.en] } });
    // The invitation was not spent by the refusal.
    expect((await post('/api/auth/register', invitation('un-mot-de-passe-solide'))).statusCode).toBe(201);
  });

  it('is refused when resetting the password of one of its members, and so are the product words', async () => {
    // "Autre Cabinet" is the other demo firm's name.
    const forgot = await post('/api/auth/forgot-password', { email: DEMO.otherFirmAdmin });
    expect(forgot.statusCode).toBe(200);
    const mails = (await outbox(ctx)).filter((m) => m.to === DEMO.otherFirmAdmin);
    const token = linkParams(mails[mails.length - 1]?.text ?? '').get('token');
    const reset = (password: string) =>
      post('/api/auth/reset-password?lang=nl', {
        email: DEMO.otherFirmAdmin,
        token,
        password,
        password_confirmation: password,
      });
    for (const password of ['Autre-Cabinet-2026!', PASSWORD]) {
      const refused = await reset(password);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ errors: { password: [REFUSED.nl] } });
    }
    // Refused before the token was spent: the same link sets an acceptable password.
    expect((await reset('encore-autre-chose')).statusCode).toBe(200);
  });
});

it('lets the seeded demo accounts sign in with the published demo password', async () => {
  await expect(loggedIn(ctx.app, DEMO.lawyer, PASSWORD)).resolves.toBeInstanceOf(Agent);
});
