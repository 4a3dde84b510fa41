import { isEmail, PASSWORD_MIN_LENGTH } from '@lexdesk/shared/domain';
import { normaliseEmail, sameEmail } from '../src/lib/email';
import { Agent, createTestApp, DEMO, linkParams, outbox, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: { perEmail: 1000, perIp: 1000, perAccount: 1000 } });
});
afterAll(() => ctx.close());

async function agent(): Promise<Agent> {
  const browser = new Agent(ctx.app);
  await browser.csrf();
  return browser;
}

describe('email format: the browser rule (isEmail) on the server', () => {
  const addresses = [
    'prenom.nom+tag@cabinet-demo.be',
    '  avocat@cabinet.be ',
    'Avocat@Cabinet-Demo.BE',
    // ajv-formats accepted these; the browser and mail servers do not.
    'avocat@cabinet.b',
    'avocat@cabinet.123',
    // Refused by both rules.
    'prenom..nom@cabinet.be',
    '.prenom@cabinet.be',
    'prenom.@cabinet.be',
    'avocat@cabinet..be',
    'avocat@-cabinet.be',
    'avocat@cabinet-.be',
    'avé@cabinet.be',
    'avocat@cabinét.be',
    'avocat@cabinet',
    'avocat cabinet@x.be',
  ];

  it('accepts exactly what the browser accepts', async () => {
    const browser = await agent();
    for (const email of addresses) {
      const res = await browser.post('/api/auth/register-check', { email });
      const verdict = res.statusCode === 200 ? 'accepted' : res.json().errors?.email?.[0];
      expect({ email, verdict }).toEqual({ email, verdict: isEmail(email) ? 'accepted' : "L'email n'est pas valide" });
    }
  });

  it('lets a user log in with the spaces and capitals the browser accepted', async () => {
    const res = await (
      await agent()
    ).post('/api/auth/login', {
      email: '  Avocat@Cabinet-Demo.TEST ',
      password: 'lexdesk-demo',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(DEMO.lawyer);
  });

  it('applies to query strings too (check-invitation)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/check-invitation?token=x&email=a%40b.c' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ["L'email n'est pas valide"] });
  });

  it('new passwords need PASSWORD_MIN_LENGTH characters', async () => {
    const browser = await agent();
    const register = (password: string, email: string) =>
      browser.post('/api/auth/register', {
        firstname: 'Anne',
        lastname: 'Martin',
        email,
        password,
        password_confirmation: password,
      });
    // Not a repeat of one character: the password policy would refuse that as too common, whatever its length.
    const passwordOf = (length: number) => 'Vb7-kQ2#mZ9!tL4$wR8%'.slice(0, length);
    const short = await register(passwordOf(PASSWORD_MIN_LENGTH - 1), 'court@cabinet.test');
    expect(short.json().errors).toEqual({ password: ['Le mot de passe doit faire au minimum 8 caractères'] });
    expect((await register(passwordOf(PASSWORD_MIN_LENGTH), 'assez@cabinet.test')).statusCode).toBe(201);
  });
});

describe('one normalisation of emails', () => {
  it('normaliseEmail trims and lower-cases; sameEmail compares normalised', () => {
    expect(normaliseEmail('  Avocat@Cabinet-Demo.TEST ')).toBe('avocat@cabinet-demo.test');
    expect(sameEmail(' A@B.be', 'a@b.BE ')).toBe(true);
    expect(sameEmail('a@b.be', 'a@c.be')).toBe(false);
  });

  it('reset and invitation links work whatever the spelling of the email', async () => {
    const browser = await agent();
    await browser.post('/api/auth/forgot-password', { email: ` ${DEMO.freshLawyer.toUpperCase()}` });
    const mail = (await outbox(ctx)).filter((m) => m.to === DEMO.freshLawyer).pop();
    const token = linkParams(mail?.text ?? '').get('token') ?? '';
    const reset = await browser.post('/api/auth/reset-password', {
      email: `${DEMO.freshLawyer.toUpperCase()} `,
      token,
      password: 'nouveau-mot-de-passe',
      password_confirmation: 'nouveau-mot-de-passe',
    });
    expect(reset.statusCode).toBe(200);

    const invitation = (await outbox(ctx)).find((m) => m.to === DEMO.invited);
    const invitationToken = linkParams(invitation?.text ?? '').get('token') ?? '';
    const check = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/check-invitation',
      query: { token: invitationToken, email: ` ${DEMO.invited.toUpperCase()} ` },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().data.email).toBe(DEMO.invited);
  });
});
