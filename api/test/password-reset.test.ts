import { Agent, createTestApp, DEMO, linkParams, loggedIn, outbox, type TestContext } from './helpers';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(() => ctx.close());

async function forgot(email: string) {
  const agent = new Agent(ctx.app);
  await agent.csrf();
  return agent.post('/api/auth/forgot-password', { email });
}

async function resetToken(email: string): Promise<string> {
  await forgot(email);
  const mails = (await outbox(ctx)).filter((m) => m.to === email);
  const last = mails[mails.length - 1];
  if (!last) throw new Error(`no reset mail for ${email}`);
  return linkParams(last.text).get('token') ?? '';
}

async function reset(payload: Record<string, unknown>) {
  const agent = new Agent(ctx.app);
  await agent.csrf();
  return agent.post('/api/auth/reset-password', payload);
}

const newPassword = { password: 'nouveau-mot-de-passe', password_confirmation: 'nouveau-mot-de-passe' };

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const before = (await outbox(ctx)).length;
    const unknown = await forgot('nobody@nowhere.test');
    expect((await outbox(ctx)).length).toBe(before);
    const known = await forgot(DEMO.lawyer);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      status: 'success',
      data: { message: "Si un compte existe pour cette adresse, un lien de réinitialisation vient d'être envoyé." },
    });

    const mails = await outbox(ctx);
    expect(mails).toHaveLength(before + 1);
    const mail = mails[mails.length - 1];
    expect(mail?.to).toBe(DEMO.lawyer);
    expect(mail?.text).toContain('http://lexdesk.test/reset?email=avocat%40cabinet-demo.test&token=');
    expect(mail?.html).toContain('href="http://lexdesk.test/reset?');
    expect(mail?.created_at).toEqual(expect.any(String));
  });

  it('mails an account at most once a minute, whoever asks, with the same answer', async () => {
    const mailsTo = async (email: string) => (await outbox(ctx)).filter((mail) => mail.to === email).length;
    const first = await forgot(DEMO.lawyer);
    expect(await mailsTo(DEMO.lawyer)).toBe(1);
    // From other addresses (so no per-IP limit applies), in another spelling, within the minute.
    const later = [];
    for (let i = 0; i < 3; i += 1) {
      const agent = new Agent(ctx.app);
      await agent.csrf({ remoteAddress: `198.51.100.${i + 1}` });
      later.push(
        await agent.post(
          '/api/auth/forgot-password',
          { email: DEMO.lawyer.toUpperCase() },
          { remoteAddress: `198.51.100.${i + 1}` },
        ),
      );
      ctx.clock.advance(15_000);
    }
    for (const res of later) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(first.body);
    }
    expect(await mailsTo(DEMO.lawyer)).toBe(1);
    // Another account is not affected.
    await forgot(DEMO.firmAdmin);
    expect(await mailsTo(DEMO.firmAdmin)).toBe(1);
    // A minute after the first mail, a new one goes out.
    ctx.clock.advance(16_000);
    await forgot(DEMO.lawyer);
    expect(await mailsTo(DEMO.lawyer)).toBe(2);
  });

  it('the link of the one mail sent within the minute still works', async () => {
    const token = await resetToken(DEMO.lawyer);
    await forgot(DEMO.lawyer);
    expect((await reset({ email: DEMO.lawyer, token, ...newPassword })).statusCode).toBe(200);
  });

  it('validates the email', async () => {
    const res = await forgot('nope');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ["L'email n'est pas valide"] });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends existing sessions, and works once', async () => {
    const existing = await loggedIn(ctx.app, DEMO.lawyer);
    const token = await resetToken(DEMO.lawyer);
    const res = await reset({ email: DEMO.lawyer, token, ...newPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { message: 'Votre mot de passe a été réinitialisé.' } });

    expect((await existing.get('/api/user')).statusCode).toBe(401);
    expect((await new Agent(ctx.app).login(DEMO.lawyer)).statusCode).toBe(422);
    expect((await new Agent(ctx.app).login(DEMO.lawyer, newPassword.password)).statusCode).toBe(200);

    const again = await reset({
      email: DEMO.lawyer,
      token,
      password: 'encore-autre-chose',
      password_confirmation: 'encore-autre-chose',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'invalid_token' });
  });

  it('refuses an unknown token and a token of another email', async () => {
    const token = await resetToken(DEMO.lawyer);
    expect((await reset({ email: DEMO.lawyer, token: 'nope', ...newPassword })).json()).toMatchObject({
      code: 'invalid_token',
    });
    expect((await reset({ email: DEMO.firmAdmin, token, ...newPassword })).json()).toMatchObject({
      code: 'invalid_token',
    });
  });

  it('answers expired_token after 60 minutes', async () => {
    const token = await resetToken(DEMO.lawyer);
    ctx.clock.advance(60 * 60 * 1000 + 1000);
    const res = await reset({ email: DEMO.lawyer, token, ...newPassword });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'expired_token' });
  });

  it('only the latest link works', async () => {
    const first = await resetToken(DEMO.lawyer);
    // One mail a minute per account at most.
    ctx.clock.advance(61_000);
    const second = await resetToken(DEMO.lawyer);
    expect((await reset({ email: DEMO.lawyer, token: first, ...newPassword })).json()).toMatchObject({
      code: 'invalid_token',
    });
    expect((await reset({ email: DEMO.lawyer, token: second, ...newPassword })).statusCode).toBe(200);
  });

  it('validates the password and its confirmation', async () => {
    const token = await resetToken(DEMO.lawyer);
    const short = await reset({ email: DEMO.lawyer, token, password: 'court', password_confirmation: 'court' });
    expect(short.json()).toMatchObject({
      code: 'validation_failed',
      errors: { password: ['Le mot de passe doit faire au minimum 8 caractères'] },
    });
    const mismatch = await reset({
      email: DEMO.lawyer,
      token,
      password: 'assez-long-1',
      password_confirmation: 'assez-long-2',
    });
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['La confirmation du mot de passe ne correspond pas'],
    });
    const missing = await reset({});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['email', 'password', 'password_confirmation', 'token']);
    // A failed validation does not burn the token.
    expect((await reset({ email: DEMO.lawyer, token, ...newPassword })).statusCode).toBe(200);
  });
});
