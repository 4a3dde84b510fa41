import { readFileSync } from 'node:fs';
import { expect, request, test } from '@playwright/test';
import { accounts } from '../support/accounts';
import { loginAs } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fillQuestionnaire, firmUuidOf, intakeForm, SAMPLE_PDF, uniqueLitigant } from '../support/intake';
import { firstLink, lastMailTo } from '../support/outbox';

const DISMISSAL = "J'ai été licencié";

let firmUuid = '';

test.beforeAll(async ({ baseURL }) => {
  firmUuid = await firmUuidOf(baseURL ?? '', accounts.firmAdmin);
});

test('a litigant sends a request with a file; the assigned lawyer reads it, accepts it, closes it and finds it again', async ({
  page,
  baseURL,
}) => {
  const litigant = uniqueLitigant('Parcours');
  const context = await request.newContext({ baseURL });
  const form = await intakeForm(context, firmUuid, DISMISSAL);
  await context.dispose();

  // The litigant, on the firm's link, chooses their situation and answers.
  await page.goto(`/intake?uuid=${firmUuid}&lang=fr`);
  await expect(page.getByRole('heading', { level: 1, name: 'Formulaire de demande' })).toBeVisible();
  await page.getByRole('radio', { name: 'Droit du travail' }).check();
  await page.getByRole('radio', { name: DISMISSAL }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(new RegExp(`lawCase=${form.law_case?.id}`));
  await expectNoSeriousA11yViolations(page);

  // Sending too early shows the errors, and loses nothing.
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText('Ce champ est requis').first()).toBeVisible();

  await fillQuestionnaire(page, form, { file: SAMPLE_PDF });
  await page.getByRole('textbox', { name: /^Prénom/ }).fill(litigant.firstname);
  await page.getByRole('textbox', { name: /^Nom/ }).fill(litigant.lastname);
  await page.getByRole('textbox', { name: /^Email/ }).fill('pas-un-email');
  await page.getByRole('textbox', { name: /^Téléphone/ }).fill(litigant.phone);
  await page.getByLabel(/J'ai pris connaissance de la politique de vie privée/).check();
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText("L'email n'est pas valide")).toBeVisible();
  await page.getByRole('textbox', { name: /^Email/ }).fill(litigant.email);
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByRole('heading', { name: 'Votre demande a bien été envoyée' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Marc Lambert is the firm's only employment lawyer: the case is his, and he got a mail.
  await expect.poll(() => lastMailTo(accounts.lawyer)?.text ?? '').toContain(litigant.lastname);
  const caseLink = firstLink(lastMailTo(accounts.lawyer)!);

  await loginAs(page, accounts.lawyer);
  await expect(page.getByRole('link', { name: `${litigant.firstname} ${litigant.lastname}` })).toBeVisible();
  await page.goto(new URL(caseLink).pathname);
  await expect(
    page.getByRole('heading', { level: 1, name: `${litigant.firstname} ${litigant.lastname}` }),
  ).toBeVisible();
  await expect(page.getByText(DISMISSAL).first()).toBeVisible();
  await expect(page.getByText('15/10/2026').first()).toBeVisible();
  await expect(page.getByText(litigant.email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Télécharger lettre-de-licenciement.pdf' }).first().click();
  expect((await download).suggestedFilename()).toBe('lettre-de-licenciement.pdf');

  await page.getByRole('button', { name: 'Accepter' }).click();
  await expect(page.getByText('Affaire acceptée')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clôturer' })).toBeVisible();

  // Once accepted, the tabs show; the litigant's documents are listed by question.
  await page.getByRole('link', { name: 'Documents du justiciable' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Documents du justiciable' })).toBeVisible();
  await expect(page.getByText('lettre-de-licenciement.pdf').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Clôturer' }).click();
  await page
    .getByRole('dialog', { name: "Clôturer l'affaire ?" })
    .getByRole('button', { name: "Clôturer l'affaire" })
    .click();
  await expect(page.getByText('Affaire clôturée')).toBeVisible();
  await expect(page.getByText('Clôturée', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: "Réassigner l'affaire" })).toHaveCount(0);

  await page.goto('/legal-cases/my-cases');
  const row = page.getByRole('link', { name: `${litigant.firstname} ${litigant.lastname}` });
  await expect(page.getByRole('heading', { level: 2, name: 'Nouvelles affaires' })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Afficher les affaires clôturées' }).click();
  await expect(row).toBeVisible();
});

test("the intake's file questions are the UI kit's drop zone, in the form's language, by mouse and keyboard", async ({
  page,
  baseURL,
}) => {
  const context = await request.newContext({ baseURL });
  const form = await intakeForm(context, firmUuid, DISMISSAL);
  await context.dispose();
  const single = form.questions.find((question) => question.question_type === 'file');
  const several = form.questions.find((question) => question.question_type === 'files');
  if (!single || !several) throw new Error('the dismissal questionnaire should ask for one file and for several');

  await page.goto(`/intake?uuid=${firmUuid}&lawCase=${form.law_case?.id}&lang=fr`);
  const singleInput = page.getByLabel(single.title, { exact: true });
  const severalInput = page.getByLabel(several.title, { exact: true });
  await expect(singleInput).toHaveAttribute('type', 'file');
  // The native control is out of sight: the browser's "Choose File" and "No file chosen" never show.
  expect((await singleInput.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);

  // A click anywhere on the zone opens the file dialog.
  const chooser = page.waitForEvent('filechooser');
  await singleInput.locator('..').getByText('Choisir un fichier').click();
  await (await chooser).setFiles(SAMPLE_PDF);
  const singleList = page.getByRole('list', { name: `Fichiers choisis\u00a0: ${single.title}` });
  await expect(singleList.getByText('lettre-de-licenciement.pdf')).toBeVisible();

  // From the keyboard, Enter opens it; a file of another type is refused in words under the zone.
  await severalInput.focus();
  const keyboardChooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (
    await keyboardChooser
  ).setFiles([
    { name: 'lettre-de-licenciement.pdf', mimeType: 'application/pdf', buffer: readFileSync(SAMPLE_PDF) },
    { name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
  ]);
  await expect(page.getByText('virus.exe\u00a0: fichier non supporté')).toBeVisible();
  await expect(severalInput).toHaveAccessibleDescription(/virus\.exe\s: fichier non supporté/);
  const severalList = page.getByRole('list', { name: `Fichiers choisis\u00a0: ${several.title}` });
  await expect(severalList.getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  await singleList.getByRole('button', { name: 'Retirer lettre-de-licenciement.pdf' }).click();
  await expect(singleList).toHaveCount(0);
  await expect(singleInput).toBeFocused();

  // The same refusal in Dutch on the Dutch form.
  await page.goto(`/intake?uuid=${firmUuid}&lawCase=${form.law_case?.id}&lang=nl`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'virus.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(page.getByText('virus.exe: bestand niet ondersteund')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the intake form speaks Dutch and English', async ({ page }) => {
  await page.goto(`/intake?uuid=${firmUuid}&lang=nl`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('radio', { name: 'Arbeidsrecht' })).toBeVisible();
  await page.goto(`/intake?uuid=${firmUuid}&lang=en`);
  await expect(page.getByRole('radio', { name: 'Employment law' })).toBeVisible();
});

test('an unknown firm gets a clear message', async ({ page }) => {
  await page.goto('/intake?uuid=00000000-0000-0000-0000-000000000000&lang=fr');
  await expect(page.getByText("Ce formulaire n'est pas disponible", { exact: false })).toBeVisible();
});
