import type { IntakeForm } from '@lexdesk/shared/domain';
import { INTAKE_PROOF_OF_WORK_FIELD } from '@lexdesk/shared/domain';
import { minimalPdf } from '../src/lib/pdf';
import { solveIntakeChallenge } from '../src/lib/proofOfWork';
import {
  Agent,
  countRows,
  createTestApp,
  DEMO,
  docxFile,
  lawCaseIdOf,
  loggedIn,
  multipartBody,
  storedFiles,
  type TestContext,
  zipArchive,
} from './helpers';

// What an anonymous intake form may cost the installation: a proof of work per submission, a total size
// per submission, a storage quota per firm, and nothing at all while the disk is nearly full.

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const MiB = 1024 * 1024;

/** A PDF padded to `bytes` (a comment after the end is still a PDF by its content). */
const pdfOf = (bytes: number) => {
  const pdf = minimalPdf(['Pièce']);
  return Buffer.concat([pdf, Buffer.alloc(Math.max(0, bytes - pdf.length), 0x20)]);
};

async function firmUuid(context: TestContext): Promise<string> {
  const row = await context.db
    .selectFrom('clients')
    .select('uuid')
    .where('name', '=', 'Cabinet Démo')
    .executeTakeFirstOrThrow();
  return row.uuid;
}

async function loadForm(context: TestContext): Promise<IntakeForm> {
  const lawCase = await lawCaseIdOf(context.db, 'employment.dismissal');
  const res = await context.app.inject({
    method: 'GET',
    url: `/api/intake/form?uuid=${await firmUuid(context)}&law_case=${lawCase}&lang=fr`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as IntakeForm;
}

type Part = readonly [string, string | { content: Buffer; filename: string; type?: string }];

/** Every required answer of the form, and `files` on its first file question. */
function answers(form: IntakeForm, files: Buffer[] = []): Part[] {
  const parts: Part[] = [
    ['uuid', form.firm.uuid],
    ['law_case_id', String(form.law_case?.id)],
    ['lang', 'fr'],
    ['firstname', 'Lucas'],
    ['lastname', 'Martin'],
    ['email', 'lucas.martin@example.be'],
    ['phone', '+32 470 11 22 33'],
  ];
  const filesQuestion = form.questions.find((question) => question.question_type === 'files');
  for (const question of form.questions) {
    if (question.question_type === 'radio') parts.push([`answers[${question.id}]`, question.answers[0]?.value ?? '']);
    if (question.question_type === 'date') parts.push([`answers[${question.id}]`, '2026-01-15']);
    if (question.question_type === 'other') parts.push([`answers[${question.id}]`, 'Licencié sans préavis.']);
  }
  files.forEach((content, index) =>
    parts.push([
      `files[${filesQuestion?.id}]`,
      { content, filename: `piece-${index + 1}.pdf`, type: 'application/pdf' },
    ]),
  );
  return parts;
}

async function submit(context: TestContext, form: IntakeForm, parts: Part[]) {
  const { payload, contentType } = await multipartBody(parts);
  return context.app.inject({
    method: 'POST',
    url: '/api/intake?lang=fr',
    payload,
    headers: { 'content-type': contentType, 'x-intake-token': form.form_token },
  });
}

const solved = (form: IntakeForm): Part => [INTAKE_PROOF_OF_WORK_FIELD, solveIntakeChallenge(form.challenge) ?? ''];

describe('proof of work', () => {
  it('is handed out with the form and required, once, with the submission', async () => {
    ctx = await createTestApp();
    const form = await loadForm(ctx);
    expect(form.challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: expect.any(Number) });
    const casesBefore = await countRows(ctx.db, 'legal_cases');

    const without = await submit(ctx, form, answers(form));
    expect(without.statusCode).toBe(419);
    expect(without.json().code).toBe('intake_token_invalid');
    const tampered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(solved(form)[1] as string, 'base64').toString()), number: 1 }),
    ).toString('base64');
    expect((await submit(ctx, form, [...answers(form), [INTAKE_PROOF_OF_WORK_FIELD, tampered]])).statusCode).toBe(419);
    expect(await countRows(ctx.db, 'legal_cases')).toBe(casesBefore);

    const solution = solved(form);
    expect((await submit(ctx, form, [...answers(form), solution])).statusCode).toBe(201);
    // The same solution again: a replay, refused; the page would reload the form and solve a new one.
    expect((await submit(ctx, form, [...answers(form), solution])).statusCode).toBe(419);
    expect(await countRows(ctx.db, 'legal_cases')).toBe(casesBefore + 1);
    const fresh = await loadForm(ctx);
    expect((await submit(ctx, fresh, [...answers(fresh), solved(fresh)])).statusCode).toBe(201);
  });

  it('is not spent by a refused submission: the litigant corrects it and sends again', async () => {
    ctx = await createTestApp();
    const form = await loadForm(ctx);
    const solution = solved(form);
    const incomplete = answers(form).filter(([name]) => name !== 'phone');
    expect((await submit(ctx, form, [...incomplete, solution])).statusCode).toBe(422);
    expect((await submit(ctx, form, [...answers(form), solution])).statusCode).toBe(201);
  });
});

describe('storage limits', () => {
  it('refuses more than 40 MiB of files in one submission, keeping nothing', async () => {
    ctx = await createTestApp();
    const before = storedFiles(ctx);
    const form = await loadForm(ctx);
    const res = await submit(ctx, form, [
      ...answers(form, [pdfOf(15 * MiB), pdfOf(15 * MiB), pdfOf(15 * MiB)]),
      solved(form),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.files).toEqual([
      'Vos fichiers dépassent ensemble 40 Mo : retirez-en pour pouvoir envoyer votre demande',
    ]);
    expect(storedFiles(ctx)).toEqual(before);
  }, 60_000);

  it('refuses files past the firm quota with a message the litigant can act on', async () => {
    ctx = await createTestApp({ storage: { firmQuotaBytes: 200_000 } });
    const before = storedFiles(ctx).length;
    const form = await loadForm(ctx);
    const res = await submit(ctx, form, [...answers(form, [pdfOf(300_000)]), solved(form)]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.files?.[0]).toMatch(/^Ce cabinet ne peut plus recevoir de fichiers/);
    expect(storedFiles(ctx)).toHaveLength(before);
    // Without files the request still goes through.
    expect((await submit(ctx, form, [...answers(form), solved(form)])).statusCode).toBe(201);
  });

  it('refuses uploads while the disk is nearly full, before reading them', async () => {
    ctx = await createTestApp({ storage: { minFreeDiskBytes: Number.MAX_SAFE_INTEGER } });
    const form = await loadForm(ctx);
    const res = await submit(ctx, form, [...answers(form, [pdfOf(1000)]), solved(form)]);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'storage_unavailable',
      message: "L'envoi de fichiers est momentanément impossible. Veuillez réessayer plus tard.",
    });
  });
});

describe('names and passwords', () => {
  it('refuses common passwords on register and reset, saying why', async () => {
    ctx = await createTestApp();
    for (const password of ['12345678', 'password', 'aaaaaaaa', 'azertyuiop']) {
      const agent = new Agent(ctx.app);
      await agent.csrf();
      const res = await agent.post('/api/auth/register?lang=fr', {
        firstname: 'Anne',
        lastname: 'Martin',
        email: `anne.${password}@cabinet.test`,
        password,
        password_confirmation: password,
      });
      expect({ password, status: res.statusCode, errors: Object.keys(res.json().errors ?? {}) }).toEqual({
        password,
        status: 422,
        errors: ['password'],
      });
    }
    const agent = new Agent(ctx.app);
    await agent.csrf();
    const reset = await agent.post('/api/auth/reset-password?lang=en', {
      email: DEMO.lawyer,
      token: 'whatever-token',
      password: 'password',
      password_confirmation: 'password',
    });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().errors.password).toHaveLength(1);
  });

  it('refuses line breaks, NUL and bidirectional overrides in a firm name and in account names', async () => {
    ctx = await createTestApp();
    const admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    // A NUL is refused before the name's own rule, by the one input rule of every route (plugins/inputRules.ts).
    const refusals: Array<[string, string]> = [
      ['Cabinet\r\nBcc: x@y.z', "Ce champ n'est pas valide"],
      ['Cabinet\u0000', 'Ce champ contient un caractère non pris en charge (caractère nul ou invalide)'],
      ['Cabinet\u202Eknab', "Ce champ n'est pas valide"],
    ];
    for (const [name, message] of refusals) {
      const res = await admin.post('/api/onboarding/set-client-name', { name });
      expect({ name, status: res.statusCode, errors: res.json().errors }).toEqual({
        name,
        status: 422,
        errors: { name: [message] },
      });
    }
    const agent = new Agent(ctx.app);
    await agent.csrf();
    const res = await agent.post('/api/auth/register', {
      firstname: 'Anne\u202E',
      lastname: 'Martin\n',
      email: 'anne@cabinet.test',
      password: 'un-mot-de-passe-solide',
      password_confirmation: 'un-mot-de-passe-solide',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['firstname', 'lastname']);
  });
});

describe('archive checks (issue 27, finding 6a)', () => {
  /** The form's answers with one file, named `filename`, on its first file question. */
  function answersWithFile(form: IntakeForm, content: Buffer, filename: string): Part[] {
    const filesQuestion = form.questions.find((question) => question.question_type === 'files');
    return [...answers(form), [`files[${filesQuestion?.id}]`, { content, filename }]];
  }

  it('refuses a .docx declaring 300 MiB unpacked as the library does, creating no case and keeping no file', async () => {
    ctx = await createTestApp();
    const form = await loadForm(ctx);
    const filesQuestion = form.questions.find((question) => question.question_type === 'files');
    const casesBefore = await countRows(ctx.db, 'legal_cases');
    const documentsBefore = await countRows(ctx.db, 'documents');
    const filesBefore = storedFiles(ctx);
    // A few hundred bytes whose directory promises 300 MiB once unpacked.
    const bomb = zipArchive([
      { name: '[Content_Types].xml', content: Buffer.from('<?xml version="1.0"?><Types/>') },
      { name: 'word/document.xml', content: Buffer.alloc(4096, 0x20), deflate: true, declaredSize: 300 * MiB },
    ]);
    const refused = await submit(ctx, form, [...answersWithFile(form, bomb, 'conclusions.docx'), solved(form)]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[`answers.${filesQuestion?.id}`]).toEqual([
      'Le document dépasse la taille autorisée une fois décompressé.',
    ]);
    expect(await countRows(ctx.db, 'legal_cases')).toBe(casesBefore);
    expect(await countRows(ctx.db, 'documents')).toBe(documentsBefore);
    expect(storedFiles(ctx)).toEqual(filesBefore);

    // A Word document of a reasonable size still goes through, and the refused submission's solution serves again.
    const accepted = await submit(ctx, form, [
      ...answersWithFile(form, docxFile('Lettre de licenciement'), 'lettre.docx'),
      solved(form),
    ]);
    expect(accepted.statusCode).toBe(201);
    expect(await countRows(ctx.db, 'legal_cases')).toBe(casesBefore + 1);
  });
});
