import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

interface IntakeQuestion {
  id: number;
  question_type: 'checkbox' | 'radio' | 'file' | 'files' | 'date' | 'other';
  required: boolean;
  title: string;
  answers: { value: string; label: string }[];
}

interface IntakeForm {
  firm: { uuid: string; name: string | null };
  law_case: { id: number; content: string } | null;
  questions: IntakeQuestion[];
  categories: { id: number; description: string; law_cases: { id: number; content: string }[] }[];
  form_token: string;
  challenge: { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
}

/** The multipart field carrying the proof of work (INTAKE_PROOF_OF_WORK_FIELD of the API's contract). */
const INTAKE_PROOF_OF_WORK_FIELD = 'altcha';

export interface Litigant {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
}

/** A litigant nobody else in this run uses, so each test finds its own case. */
export function uniqueLitigant(lastname: string): Litigant {
  const stamp = Date.now().toString(36);
  return {
    firstname: `Camille${stamp}`,
    lastname,
    email: `camille.${stamp}@example.be`,
    phone: '+32 470 12 34 56',
  };
}

/** A signed-in API session (the CSRF dance included), for reading what the UI needs as input. */
export async function apiSession(baseURL: string, email: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  await context.get('/api/sanctum/csrf-cookie');
  const xsrf = (await context.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
  const response = await context.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? '') },
  });
  expect(response.ok()).toBeTruthy();
  return context;
}

export async function firmUuidOf(baseURL: string, email: string): Promise<string> {
  const session = await apiSession(baseURL, email);
  const user = (await (await session.get('/api/user?lang=fr')).json()) as { data: { client: { uuid: string } } };
  await session.dispose();
  return user.data.client.uuid;
}

export async function intakeForm(
  context: APIRequestContext,
  uuid: string,
  lawCaseContent?: string,
  lang = 'fr',
): Promise<IntakeForm> {
  const catalogue = (await (await context.get(`/api/intake/form?uuid=${uuid}&lang=${lang}`)).json()) as {
    data: IntakeForm;
  };
  if (!lawCaseContent) return catalogue.data;
  const lawCase = catalogue.data.categories
    .flatMap((category) => category.law_cases)
    .find((candidate) => candidate.content === lawCaseContent);
  if (!lawCase) throw new Error(`no law case "${lawCaseContent}"`);
  const form = (await (
    await context.get(`/api/intake/form?uuid=${uuid}&law_case=${lawCase.id}&lang=${lang}`)
  ).json()) as {
    data: IntakeForm;
  };
  return form.data;
}

export const SAMPLE_PDF = join(__dirname, '../fixtures/lettre-de-licenciement.pdf');

/**
 * The proof of work the intake page does in the background (ALTCHA's format): the number whose SHA-256 of
 * `salt + number` is the challenge, sent base64-encoded with the challenge's fields.
 */
function solveChallenge(challenge: IntakeForm['challenge']): string {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
      ).toString('base64');
    }
  }
  throw new Error('the intake challenge has no solution');
}

/** Sends a filled questionnaire the way the intake page does, without the page (to set up a case). */
export async function submitIntakeThroughApi(
  baseURL: string,
  uuid: string,
  lawCaseContent: string,
  litigant: Litigant,
): Promise<void> {
  const context = await playwrightRequest.newContext({ baseURL });
  const form = await intakeForm(context, uuid, lawCaseContent);
  const data = new FormData();
  data.append('uuid', uuid);
  data.append('law_case_id', String(form.law_case?.id));
  data.append('lang', 'fr');
  for (const [field, value] of Object.entries(litigant)) data.append(field, value);
  for (const question of form.questions) {
    const key = `answers[${question.id}]`;
    if (question.question_type === 'radio' || question.question_type === 'checkbox')
      data.append(key, question.answers[0]?.value ?? '');
    else if (question.question_type === 'date') data.append(key, '2026-10-15');
    else if (question.question_type === 'other') data.append(key, 'Situation décrite pour les tests.');
  }
  data.append(INTAKE_PROOF_OF_WORK_FIELD, solveChallenge(form.challenge));
  const response = await context.post('/api/intake', {
    multipart: data,
    headers: { 'X-Intake-Token': form.form_token },
  });
  expect(response.status(), await response.text()).toBe(201);
  await context.dispose();
}

/** Fills every question of the page's questionnaire by its type, answering the first option. */
export async function fillQuestionnaire(page: Page, form: IntakeForm, files: { file: string }): Promise<void> {
  for (const question of form.questions) {
    const group = page.getByRole('group', { name: question.title });
    switch (question.question_type) {
      case 'radio':
        await group.getByRole('radio', { name: question.answers[0]?.label ?? '' }).check();
        break;
      case 'checkbox':
        await group.getByRole('checkbox', { name: question.answers[0]?.label ?? '' }).check();
        break;
      case 'date':
        await page.getByLabel(question.title).fill('15/10/2026'); // DateField: DD/MM/YYYY whatever the browser's language
        break;
      case 'other':
        await page.getByLabel(question.title).fill('Mon employeur m’a licencié sans préavis après huit ans.');
        break;
      case 'file':
      case 'files':
        await page.getByLabel(question.title).setInputFiles(files.file);
        break;
    }
  }
}
