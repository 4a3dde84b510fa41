import { expect, request, test } from '@playwright/test';
import { accounts } from '../support/accounts';
import { loginAs } from '../support/auth';
import { fillQuestionnaire, firmUuidOf, intakeForm, SAMPLE_PDF, uniqueLitigant } from '../support/intake';
import { lastMailTo } from '../support/outbox';

// The smoke journey of the app on PostgreSQL (playwright.pg.config.ts); e2e/tests/ covers every flow on SQLite.
const DISMISSAL = "J'ai été licencié";

test('on PostgreSQL, a litigant sends a request with a file; the assigned lawyer accepts it and closes it', async ({
  page,
  baseURL,
}) => {
  const context = await request.newContext({ baseURL });
  const health = await context.get('/api/health');
  expect(health.ok()).toBeTruthy();
  // This run must not have fallen back to SQLite.
  expect(((await health.json()) as { data: { engine: string } }).data.engine).toBe('postgres');
  const firmUuid = await firmUuidOf(baseURL ?? '', accounts.firmAdmin);
  const form = await intakeForm(context, firmUuid, DISMISSAL);
  await context.dispose();
  const litigant = uniqueLitigant('Postgres');
  const name = `${litigant.firstname} ${litigant.lastname}`;

  // The litigant, on the firm's link, chooses their situation, answers, attaches a PDF and sends.
  await page.goto(`/intake?uuid=${firmUuid}&lang=fr`);
  await expect(page.getByRole('heading', { level: 1, name: 'Formulaire de demande' })).toBeVisible();
  await page.getByRole('radio', { name: 'Droit du travail' }).check();
  await page.getByRole('radio', { name: DISMISSAL }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(new RegExp(`lawCase=${form.law_case?.id}`));
  await fillQuestionnaire(page, form, { file: SAMPLE_PDF });
  await page.getByRole('textbox', { name: /^Prénom/ }).fill(litigant.firstname);
  await page.getByRole('textbox', { name: /^Nom/ }).fill(litigant.lastname);
  await page.getByRole('textbox', { name: /^Email/ }).fill(litigant.email);
  await page.getByRole('textbox', { name: /^Téléphone/ }).fill(litigant.phone);
  await page.getByLabel(/J'ai pris connaissance de la politique de vie privée/).check();
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByRole('heading', { name: 'Votre demande a bien été envoyée' })).toBeVisible();

  // Marc Lambert is the firm's only employment lawyer: the case is his, and he got a mail.
  await expect.poll(() => lastMailTo(accounts.lawyer)?.text ?? '').toContain(litigant.lastname);

  await loginAs(page, accounts.lawyer);
  await expect(page).toHaveURL(/\/legal-cases\/my-cases/);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(DISMISSAL).first()).toBeVisible();
  await expect(page.getByText(litigant.email)).toBeVisible();

  await page.getByRole('button', { name: 'Accepter' }).click();
  await expect(page.getByText('Affaire acceptée')).toBeVisible();

  // The litigant's file was stored with the case.
  await page.getByRole('link', { name: 'Documents du justiciable' }).click();
  await expect(page.getByText('lettre-de-licenciement.pdf').first()).toBeVisible();

  await page.getByRole('button', { name: 'Clôturer' }).click();
  await page
    .getByRole('dialog', { name: "Clôturer l'affaire ?" })
    .getByRole('button', { name: "Clôturer l'affaire" })
    .click();
  await expect(page.getByText('Affaire clôturée')).toBeVisible();
  await expect(page.getByText('Clôturée', { exact: true }).first()).toBeVisible();

  // Closed, it leaves MyCases and shows again with the closed cases.
  await page.goto('/legal-cases/my-cases');
  const row = page.getByRole('link', { name });
  await expect(page.getByRole('heading', { level: 2, name: 'Nouvelles affaires' })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Afficher les affaires clôturées' }).click();
  await expect(row).toBeVisible();
});
