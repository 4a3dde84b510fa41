import type { LegalCase, LegalCaseSummary } from '@lexdesk/shared/domain';
import {
  Agent,
  caseRow,
  createTestApp,
  DEMO,
  firmIdOf,
  insertCase,
  insertFirm,
  insertLawyer,
  loggedIn,
  openTestDb,
  outbox,
  type TestContext,
  type TestDb,
  userIdOf,
} from './helpers';

let ctx: TestContext;
let db: TestDb;
let demoFirm: number;
let marcId: number;
let claireId: number;
let sophieId: number;
let janId: number;
let marc: Agent;
let claire: Agent;
let jan: Agent;

beforeAll(async () => {
  ctx = await createTestApp();
  db = openTestDb(ctx);
  demoFirm = await firmIdOf(db, DEMO.lawyer);
  marcId = await userIdOf(db, DEMO.lawyer);
  claireId = await userIdOf(db, DEMO.firmAdmin);
  sophieId = await userIdOf(db, DEMO.freshLawyer);
  janId = await userIdOf(db, DEMO.otherFirmAdmin);
  marc = await loggedIn(ctx.app, DEMO.lawyer);
  claire = await loggedIn(ctx.app, DEMO.firmAdmin);
  jan = await loggedIn(ctx.app, DEMO.otherFirmAdmin);
});
afterAll(async () => {
  await ctx.close();
});

const marcCase = async (status: 'new' | 'opened' | 'closed' | 'refused' = 'new') =>
  (await insertCase(db, { clientId: demoFirm, userId: marcId, status })).token;

describe('GET /api/legal-cases (lists)', () => {
  // A firm of its own, so every count below is exact whatever the demo seed holds.
  let lea: Agent;
  let leaId: number;
  let tomId: number;
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

  beforeAll(async () => {
    const firm = await insertFirm(db, 'Cabinet Liste');
    leaId = await insertLawyer(db, firm.id, 'lea@cabinet-liste.test', 'Léa Renard');
    tomId = await insertLawyer(db, firm.id, 'tom@cabinet-liste.test', 'Tom Lejeune');
    let minute = 0;
    const add = async (userId: number, status: 'new' | 'opened' | 'closed' | 'refused', count: number) => {
      for (let i = 0; i < count; i += 1) {
        minute += 7;
        await insertCase(db, {
          clientId: firm.id,
          userId,
          status,
          createdAt: minutesAgo(minute),
          firstname: `${status}${i}`,
        });
      }
    };
    await add(leaId, 'closed', 3);
    await add(leaId, 'new', 12);
    await add(leaId, 'refused', 2);
    await add(leaId, 'opened', 5);
    await add(tomId, 'new', 4);
    await add(tomId, 'closed', 1);
    lea = await loggedIn(ctx.app, 'lea@cabinet-liste.test');
  });

  const list = async (agent: Agent, query: string) => {
    const res = await agent.get(`/api/legal-cases?${query}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: string; data: LegalCaseSummary[]; meta: { total: number } };
    expect(body.status).toBe('success');
    return body;
  };

  const rank = (status: string) => (status === 'new' ? 0 : status === 'opened' ? 1 : 2);
  const expectListOrder = (cases: LegalCaseSummary[]) => {
    for (let i = 1; i < cases.length; i += 1) {
      const [a, b] = [cases[i - 1] as LegalCaseSummary, cases[i] as LegalCaseSummary];
      const inOrder =
        rank(a.status) < rank(b.status) ||
        (rank(a.status) === rank(b.status) &&
          (a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id)));
      expect(inOrder).toBe(true);
    }
  };

  it("shows the user's own open cases by default, 10 a page, with meta.total", async () => {
    const first = await list(lea, 'limit=10&offset=0&lang=fr');
    expect(first.meta.total).toBe(17);
    expect(first.data).toHaveLength(10);
    expect(first.data.every((c) => c.status === 'new' && c.user_id === leaId)).toBe(true);
    expectListOrder(first.data);

    const second = await list(lea, 'limit=10&offset=10');
    expect(second.meta.total).toBe(17);
    expect(second.data.map((c) => c.status)).toEqual([...Array(2).fill('new'), ...Array(5).fill('opened')]);
    expect(new Set([...first.data, ...second.data].map((c) => c.token)).size).toBe(17);

    const past = await list(lea, 'offset=40');
    expect(past).toMatchObject({ data: [], meta: { total: 17 } });
  });

  it('defaults to 10 a page and accepts up to 100', async () => {
    expect((await list(lea, '')).data).toHaveLength(10);
    expect((await list(lea, 'limit=100&closed=1')).data).toHaveLength(22);
    for (const query of ['limit=101', 'limit=0', 'offset=-1', 'limit=abc', 'all=maybe', 'unknown=1']) {
      const res = await lea.get(`/api/legal-cases?${query}`);
      expect({ query, status: res.statusCode, code: res.json().code }).toEqual({
        query,
        status: 422,
        code: 'validation_failed',
      });
    }
  });

  it('adds closed and refused cases, after the others, when closed is set', async () => {
    const all = await list(lea, 'closed=1&limit=100');
    expect(all.meta.total).toBe(22);
    expect(all.data.map((c) => c.status)).toEqual([
      ...Array(12).fill('new'),
      ...Array(5).fill('opened'),
      ...all.data.slice(17).map((c) => c.status),
    ]);
    expect(new Set(all.data.slice(17).map((c) => c.status))).toEqual(new Set(['closed', 'refused']));
    expectListOrder(all.data);
    expect((await list(lea, 'closed=true')).meta.total).toBe(22);
    expect((await list(lea, 'closed=0')).meta.total).toBe(17);
  });

  it("lists the whole firm's cases with all", async () => {
    const open = await list(lea, 'all=1&limit=100');
    expect(open.meta.total).toBe(21);
    expect(new Set(open.data.map((c) => c.user_id))).toEqual(new Set([leaId, tomId]));
    expectListOrder(open.data);
    const everything = await list(lea, 'all=1&closed=1&limit=100');
    expect(everything.meta.total).toBe(27);
    expectListOrder(everything.data);
    const deep = await list(lea, 'all=1&closed=1&limit=10&offset=20');
    expect(deep.data.map((c) => c.token)).toEqual(everything.data.slice(20, 30).map((c) => c.token));
  });

  it('describes each case with its lawyer, litigant and law case in the language asked', async () => {
    const fr = (await list(lea, 'lang=fr&limit=1')).data[0];
    expect(fr).toMatchObject({
      status: 'new',
      user_id: leaId,
      user: { id: leaId, name: 'Léa Renard' },
      litigant: { firstname: 'new0', lastname: 'Martin', email: 'lucas.martin@example.be', phone: '+32 470 11 22 33' },
      law_case_content: "J'ai été licencié",
      lawcase: { content: "J'ai été licencié" },
      state: null,
    });
    expect(fr?.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const en = (await list(lea, 'lang=en&limit=1')).data[0];
    expect(en).toMatchObject({
      law_case_content: 'I have been dismissed',
      lawcase: { content: 'I have been dismissed' },
    });
    expect((await list(lea, 'lang=nl&limit=1')).data[0]?.law_case_content).toBe('Ik ben ontslagen');
  });

  it('never shows another firm', async () => {
    const mine = await list(marc, 'all=1&closed=1&limit=100');
    const tokens = new Set(mine.data.map((c) => c.token));
    const leaTokens = (await list(lea, 'all=1&closed=1&limit=100')).data.map((c) => c.token);
    expect(leaTokens.some((token) => tokens.has(token))).toBe(false);
    const marcFirm = await db
      .selectFrom('legal_cases')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('client_id', '=', demoFirm)
      .executeTakeFirstOrThrow();
    expect(mine.meta.total).toBe(Number(marcFirm.n));
  });

  it('answers 401 without a session and 403 to the super administrator (no firm)', async () => {
    expect((await new Agent(ctx.app).get('/api/legal-cases')).statusCode).toBe(401);
    const admin = await loggedIn(ctx.app, DEMO.superAdmin);
    const res = await admin.get('/api/legal-cases');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden' });
  });
});

describe('GET /api/legal-cases/:token', () => {
  it('answers the case with its questionnaire and litigant files', async () => {
    const questionsAndAnswers = [
      {
        question_type: 'radio',
        question: {
          title: { fr: 'Type de contrat ?', en: 'Contract type?', nl: 'Type contract?' },
          answers: [{ value: 'cdi', label: { fr: 'CDI', en: 'Permanent', nl: 'Vast' } }],
        },
        answer: 'cdi',
      },
    ];
    const { id, token } = await insertCase(db, {
      clientId: demoFirm,
      userId: marcId,
      lang: 'nl',
      questionsAndAnswers,
    });
    const now = new Date().toISOString();
    await db
      .insertInto('documents')
      .values({
        token: 'docTokenAbcdefghijklmnop',
        client_id: demoFirm,
        uploaded_by: null,
        origin: 'litigant',
        legal_case_id: id,
        name: 'contrat.pdf',
        mime: 'application/pdf',
        size: 1234,
        sha256: 'x',
        created_at: now,
        updated_at: now,
      })
      .execute();

    const res = await claire.get(`/api/legal-cases/${token}?lang=fr`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as LegalCase;
    expect(data).toMatchObject({
      token,
      id,
      status: 'new',
      lang: 'nl',
      user: { id: marcId, name: 'Marc Lambert' },
      law_case_content: "J'ai été licencié",
      questions_and_answers: questionsAndAnswers,
      documents: [
        {
          token: 'docTokenAbcdefghijklmnop',
          name: 'contrat.pdf',
          mime: 'application/pdf',
          size: 1234,
          url: '/api/documents/download/docTokenAbcdefghijklmnop',
        },
      ],
    });
  });

  it('shows "no law case" as null', async () => {
    const { token } = await insertCase(db, { clientId: demoFirm, userId: marcId, lawCaseCode: null });
    const data = (await marc.get(`/api/legal-cases/${token}`)).json().data as LegalCase;
    expect(data).toMatchObject({ law_case_content: null, lawcase: null });
  });

  it('answers 404 for an unknown token and for a token of another firm', async () => {
    expect((await marc.get('/api/legal-cases/nope')).json()).toMatchObject({ status: 'error', code: 'not_found' });
    const res = await jan.get(`/api/legal-cases/${await marcCase()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

const act = (agent: Agent, action: string, token: string, lang = 'fr') =>
  agent.post(`/api/legal-cases/${action}?lang=${lang}`, { token });

describe('POST /api/legal-cases/open | close | refuse', () => {
  it('accepts a new case, then closes it', async () => {
    const token = await marcCase('new');
    const opened = await act(marc, 'open', token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ token, status: 'opened', user_id: marcId });
    expect((await caseRow(db, token))?.status).toBe('opened');
    const closed = await act(marc, 'close', token);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({ token, status: 'closed' });
  });

  it('refuses a new case', async () => {
    const token = await marcCase('new');
    const res = await act(marc, 'refuse', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'refused' });
    expect((await caseRow(db, token))?.status).toBe('refused');
  });
  it.each([
    ['open', 'opened'],
    ['open', 'closed'],
    ['open', 'refused'],
    ['refuse', 'opened'],
    ['refuse', 'closed'],
    ['refuse', 'refused'],
    ['close', 'new'],
    ['close', 'closed'],
    ['close', 'refused'],
  ] as const)('refuses %s on a %s case with 409 invalid_transition and changes nothing', async (action, status) => {
    const token = await marcCase(status);
    const before = await caseRow(db, token);
    const res = await act(marc, action, token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'invalid_transition',
      message: "Cette action n'est pas possible dans l'état actuel de l'affaire.",
    });
    expect(await caseRow(db, token)).toEqual(before);
  });

  it('lets only the assigned lawyer act (403 not_assigned), even the firm administrator', async () => {
    for (const action of ['open', 'refuse', 'close']) {
      const token = await marcCase(action === 'close' ? 'opened' : 'new');
      const before = await caseRow(db, token);
      const res = await act(claire, action, token, 'en');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'not_assigned',
        message: 'Only the lawyer assigned to this case can do this.',
      });
      expect(await caseRow(db, token)).toEqual(before);
    }
  });

  it('answers 404 to a lawyer of another firm, and for unknown tokens', async () => {
    for (const action of ['open', 'refuse', 'close']) {
      const token = await marcCase(action === 'close' ? 'opened' : 'new');
      const before = await caseRow(db, token);
      const res = await act(jan, action, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
      expect(await caseRow(db, token)).toEqual(before);
      expect((await act(marc, action, 'unknown-token')).statusCode).toBe(404);
    }
  });

  it('lets exactly one of two simultaneous accepts win', async () => {
    const token = await marcCase('new');
    const otherSession = await loggedIn(ctx.app, DEMO.lawyer);
    const answers = await Promise.all([act(marc, 'open', token), act(otherSession, 'open', token)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await caseRow(db, token))?.status).toBe('opened');

    // A double click on refuse and accept together: one wins, the case is in exactly its state.
    const raced = await marcCase('new');
    const [refused, accepted] = await Promise.all([act(marc, 'refuse', raced), act(marc, 'open', raced)]);
    const winners = [refused, accepted].filter((res) => res.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect((await caseRow(db, raced))?.status).toBe(winners[0]?.json().data.status);
  });

  it('needs a session, the XSRF header and a token', async () => {
    const token = await marcCase('new');
    const anonymous = new Agent(ctx.app);
    await anonymous.csrf();
    expect((await act(anonymous, 'open', token)).statusCode).toBe(401);
    expect((await marc.post('/api/legal-cases/open', { token }, { xsrf: false })).statusCode).toBe(419);
    const missing = await marc.post('/api/legal-cases/open', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ token: ['Ce champ est requis'] });
    const admin = await loggedIn(ctx.app, DEMO.superAdmin);
    expect((await act(admin, 'open', token)).statusCode).toBe(403);
    expect((await caseRow(db, token))?.status).toBe('new');
  });
});

describe('POST /api/legal-cases/refuse tells the litigant', () => {
  let refusals = 0;
  /** A new case of Marc's whose litigant no other test writes to. */
  const refusable = async (fixture: { lang?: 'fr' | 'en' | 'nl'; lawCaseCode?: string | null } = {}) => {
    refusals += 1;
    const email = `refus.${refusals}@example.be`;
    const { token } = await insertCase(db, {
      clientId: demoFirm,
      userId: marcId,
      createdAt: '2026-10-14T22:30:00Z',
      email,
      ...fixture,
    });
    return { token, email };
  };
  const mailsTo = async (email: string) => (await outbox(ctx)).filter((mail) => mail.to === email);
  const refuse = (agent: Agent, body: Record<string, unknown>, lang = 'fr') =>
    agent.post(`/api/legal-cases/refuse?lang=${lang}`, body);

  it("by mail, politely, in the language of the request, naming the firm and the request's day and situation", async () => {
    const { token, email } = await refusable({ lang: 'nl' });
    // The lawyer's interface is in French: the litigant still reads Dutch.
    expect((await refuse(marc, { token })).statusCode).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Uw aanvraag bij het kantoor Cabinet Démo');
    // The demo firm's mail setting is its shared mailbox: the litigant's reply reaches it, and the mail says so.
    expect(mail?.replyTo).toBe('accueil@cabinet-demo.test');
    expect(mail?.text).toContain('U kunt op dit bericht antwoorden om het kantoor te bereiken.');
    // The Brussels day of 22:30 UTC on 14 October is the 15th.
    expect(mail?.text).toContain('Het kantoor Cabinet Démo heeft de aanvraag onderzocht die u op 15/10/2026');
    expect(mail?.text).toContain('„Ik ben ontslagen”');
    expect(mail?.text).toContain('kan er helaas niet op ingaan');
    expect(mail?.text).toContain('raadpleeg dan zonder verwijl een andere advocaat');
    expect(mail?.text).not.toContain('Reden');
    // Nothing else of the case: no answers, no link (the litigant has no account), no lawyer's name.
    expect(mail?.text).not.toMatch(/https?:/);
    expect(mail?.text).not.toContain('Marc Lambert');
  });

  it("with the lawyer's reason when one is given, in French with French typography", async () => {
    const { token, email } = await refusable();
    const reason = 'Le cabinet ne traite pas les licenciements <b>collectifs</b>.\nVoyez un confrère spécialisé.';
    const res = await refuse(marc, { token, reason: `  ${reason}  ` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ token, status: 'refused' });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Votre demande au cabinet Cabinet Démo');
    expect(mail?.text).toContain("J'ai été licencié");
    expect(mail?.text).toContain('(« ');
    expect(mail?.text).toContain(`Motif communiqué par le cabinet : ${reason}`);
    // In the HTML part the reason is text: escaped, its line break kept.
    expect(mail?.html).toContain('&#60;b&#62;collectifs&#60;/b&#62;.<br>Voyez un confrère spécialisé.');
    expect(mail?.html).not.toContain('<b>');
  });

  it('leaves a blank reason out, and answers in English for an English request', async () => {
    const { token, email } = await refusable({ lang: 'en', lawCaseCode: null });
    expect((await refuse(marc, { token, reason: '   ' })).statusCode).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Your request to Cabinet Démo');
    expect(mail?.text).toContain(
      'The firm Cabinet Démo has reviewed the request you sent it on 15/10/2026 through its online form and',
    );
    expect(mail?.text).not.toContain('Reason given by the firm');
  });

  it('sends nothing when the refusal is refused, and never twice', async () => {
    const { token, email } = await refusable();
    expect((await refuse(claire, { token, reason: 'Non' })).statusCode).toBe(403);
    expect((await refuse(jan, { token })).statusCode).toBe(404);
    expect(await mailsTo(email)).toHaveLength(0);
    const both = await Promise.all([refuse(marc, { token }), refuse(marc, { token })]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await refuse(marc, { token })).json().code).toBe('invalid_transition');
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses a reason past 1000 characters or not a text, with a translated message, changing nothing', async () => {
    const { token, email } = await refusable();
    const tooLong = await refuse(marc, { token, reason: 'x'.repeat(1001) }, 'nl');
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['reason']);
    expect(tooLong.json().errors.reason[0]).toMatch(/1000/);
    const notText = await refuse(marc, { token, reason: { text: 'Non' }, extra: true });
    expect(notText.statusCode).toBe(422);
    expect(Object.keys(notText.json().errors).sort()).toEqual(['extra', 'reason']);
    expect((await caseRow(db, token))?.status).toBe('new');
    expect(await mailsTo(email)).toHaveLength(0);
    expect((await refuse(marc, { token, reason: 'x'.repeat(1000) })).statusCode).toBe(200);
  });
});

describe('POST /api/legal-cases/assign', () => {
  const assign = (agent: Agent, token: string, userId: number, lang = 'fr') =>
    agent.post(`/api/legal-cases/assign?lang=${lang}`, { case_uuid: token, user_id: userId });

  it('hands a case to a colleague, who is told by mail and now has received a case', async () => {
    const { token } = await insertCase(db, {
      clientId: demoFirm,
      userId: marcId,
      firstname: 'Émilie',
      lastname: 'Jacobs',
    });
    const sophieRow = await db
      .selectFrom('users')
      .select('has_ever_received_a_case')
      .where('id', '=', sophieId)
      .executeTakeFirstOrThrow();
    expect(sophieRow.has_ever_received_a_case).toBe(0);
    const res = await assign(marc, token, sophieId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      token,
      status: 'new',
      user_id: sophieId,
      user: { name: 'Sophie Peeters' },
    });
    expect((await caseRow(db, token))?.user_id).toBe(sophieId);
    const sophie = await loggedIn(ctx.app, DEMO.freshLawyer);
    expect((await sophie.get('/api/onboarding/status')).json().data.has_ever_received_a_case).toBe(true);
    expect((await sophie.get('/api/legal-cases')).json().data.map((c: LegalCaseSummary) => c.token)).toContain(token);

    const mail = (await outbox(ctx)).filter((m) => m.to === DEMO.freshLawyer).pop();
    expect(mail?.subject).toBe('Affaire réassignée : Émilie Jacobs');
    expect(mail?.text).toContain('Marc Lambert vous a réassigné');
    expect(mail?.text).toContain(`http://lexdesk.test/legal-case/${token}`);

    // Now Sophie's: Marc may no longer act on it.
    expect((await marc.post('/api/legal-cases/open', { token })).json().code).toBe('not_assigned');
  });

  it('reassigns an opened case too', async () => {
    const token = await marcCase('opened');
    expect((await assign(marc, token, claireId)).json().data).toMatchObject({ status: 'opened', user_id: claireId });
  });

  it('refuses with a code the screen shows, changing nothing', async () => {
    const cases: [Agent, string, number, number, string, string][] = [
      [
        claire,
        await marcCase('new'),
        sophieId,
        403,
        'not_assigned',
        "Seul l'avocat assigné à cette affaire peut effectuer cette action.",
      ],
      [marc, await marcCase('new'), marcId, 422, 'same_user', 'Cet avocat est déjà assigné à cette affaire.'],
      [marc, await marcCase('new'), janId, 422, 'user_not_in_firm', 'Cet avocat ne fait pas partie de votre cabinet.'],
      [
        marc,
        await marcCase('new'),
        await userIdOf(db, DEMO.superAdmin),
        422,
        'user_not_in_firm',
        'Cet avocat ne fait pas partie de votre cabinet.',
      ],
      [marc, await marcCase('new'), 987654, 422, 'user_not_in_firm', 'Cet avocat ne fait pas partie de votre cabinet.'],
      [
        marc,
        await marcCase('closed'),
        claireId,
        409,
        'case_closed',
        'Cette affaire est clôturée : elle ne peut plus être réassignée.',
      ],
      [
        marc,
        await marcCase('refused'),
        claireId,
        409,
        'case_closed',
        'Cette affaire est clôturée : elle ne peut plus être réassignée.',
      ],
      [jan, await marcCase('new'), janId, 404, 'not_found', 'Ressource introuvable.'],
    ];
    for (const [agent, token, target, status, code, message] of cases) {
      const before = await caseRow(db, token);
      const res = await assign(agent, token, target);
      expect({ code, status: res.statusCode, body: res.json() }).toEqual({
        code,
        status,
        body: { status: 'error', code, message },
      });
      expect(await caseRow(db, token)).toEqual(before);
    }
  });

  it('words refusals in English and Dutch too', async () => {
    const token = await marcCase('closed');
    expect((await assign(marc, token, claireId, 'en')).json().message).toBe(
      'This case is closed: it can no longer be reassigned.',
    );
    expect((await assign(marc, token, claireId, 'nl')).json().message).toBe(
      'Deze zaak is afgesloten: ze kan niet meer opnieuw worden toegewezen.',
    );
  });

  it('validates the body', async () => {
    const res = await marc.post('/api/legal-cases/assign', { case_uuid: '', user_id: 'x', extra: 1 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['case_uuid', 'extra', 'user_id']);
  });
});

describe('list counters and pages read from either end', () => {
  it('page through every offset exactly as one sorted list would, across ranks and from both ends', async () => {
    const firm = await insertFirm(db, 'Cabinet Pages');
    const ana = await insertLawyer(db, firm.id, 'ana@cabinet-pages.test', 'Ana Pages');
    const statuses = ['new', 'opened', 'closed', 'refused', 'new', 'closed', 'opened'] as const;
    const start = Date.parse('2026-03-01T00:00:00.000Z');
    for (let i = 0; i < 37; i += 1) {
      await insertCase(db, {
        clientId: firm.id,
        userId: i % 5 === 0 ? null : ana,
        status: statuses[i % statuses.length],
        // Some share a creation time: the id decides.
        createdAt: new Date(start + Math.floor(i / 2) * 60_000).toISOString(),
        firstname: `p${i}`,
      });
    }
    const all = await db
      .selectFrom('legal_cases')
      .select(['id', 'status', 'created_at', 'user_id'])
      .where('client_id', '=', firm.id)
      .execute();
    const rank = (status: string) => (status === 'new' ? 0 : status === 'opened' ? 1 : 2);
    const sorted = (includeClosed: boolean, userId: number | null) =>
      all
        .filter((row) => (includeClosed || rank(row.status) <= 1) && (userId === null || row.user_id === userId))
        .sort((a, b) => rank(a.status) - rank(b.status) || b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .map((row) => row.id);

    for (const includeClosed of [false, true]) {
      for (const userId of [null, ana]) {
        const expected = sorted(includeClosed, userId);
        for (const limit of [1, 3, 10]) {
          for (let offset = 0; offset <= expected.length + 1; offset += 1) {
            const { rows, total } = await ctx.app.repos.legalCases.listWithTotal({
              clientId: firm.id,
              userId,
              includeClosed,
              limit,
              offset,
              lang: 'fr',
            });
            expect({ includeClosed, userId, limit, offset, total, ids: rows.map((row) => row.id) }).toEqual({
              includeClosed,
              userId,
              limit,
              offset,
              total: expected.length,
              ids: expected.slice(offset, offset + limit),
            });
          }
        }
      }
    }
  });

  it('keeps the counters equal to the cases through transitions, reassignments and deletions', async () => {
    const counters = async () =>
      (
        await db
          .selectFrom('legal_case_counts')
          .select(['client_id', 'user_id', 'status_rank', 'n'])
          .where('n', '<>', 0)
          .orderBy('client_id')
          .orderBy('user_id')
          .orderBy('status_rank')
          .execute()
      ).map((row) => ({ ...row, n: Number(row.n) }));
    const actual = async () =>
      (
        await db
          .selectFrom('legal_cases')
          .select((eb) => [
            'client_id',
            eb.fn.coalesce('user_id', eb.lit(0)).as('user_id'),
            'status_rank',
            eb.fn.countAll<number>().as('n'),
          ])
          .groupBy(['client_id', 'user_id', 'status_rank'])
          .orderBy('client_id')
          .orderBy('user_id')
          .orderBy('status_rank')
          .execute()
      ).map((row) => ({ ...row, n: Number(row.n) }));

    const token = await marcCase('new');
    await act(marc, 'open', token);
    await marc.post('/api/legal-cases/assign', { case_uuid: token, user_id: claireId });
    await act(claire, 'close', token);
    const refused = await marcCase('new');
    await act(marc, 'refuse', refused);
    await db
      .deleteFrom('legal_cases')
      .where('token', '=', await marcCase('opened'))
      .execute();
    await db
      .updateTable('legal_cases')
      .set({ user_id: null })
      .where('token', '=', await marcCase('new'))
      .execute();
    expect(await counters()).toEqual(await actual());
  });
});
