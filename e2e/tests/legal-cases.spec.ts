import { expect, test, type Page } from '@playwright/test';
import { accounts } from '../support/accounts';
import { loginAs, logoutFromMenu } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { firmUuidOf, submitIntakeThroughApi, uniqueLitigant, type Litigant } from '../support/intake';
import { lastMailTo } from '../support/outbox';
import { chooseLanguage } from '../support/dropdown';

const DISMISSAL = "J'ai été licencié";
// Nobody at Cabinet Démo practises road traffic law: such cases go to the firm administrator.
const UNPRACTISED_MATTER = 'Roulage';

let firmUuid = '';

test.beforeAll(async ({ baseURL }) => {
  firmUuid = await firmUuidOf(baseURL ?? '', accounts.firmAdmin);
});

async function openCase(page: Page, litigant: Litigant): Promise<void> {
  await page.goto('/legal-cases/my-cases');
  await page.getByRole('link', { name: `${litigant.firstname} ${litigant.lastname}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${litigant.firstname} ${litigant.lastname}` }),
  ).toBeVisible();
}

test('a fresh lawyer sees the onboarding panel, steps 2 and 3 waiting for her skills', async ({ page }) => {
  await loginAs(page, accounts.freshLawyer);
  await expect(page).toHaveURL(/\/legal-cases\/my-cases/);
  await expect(page.getByRole('button', { name: 'Voir la documentation', disabled: true })).toHaveCount(2);
  await expect(page.getByRole('navigation', { name: 'Listes des affaires' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Choisir mes matières' }).click();
  await expect(page).toHaveURL(/\/account\/categories\/update$/);
});

test('the lists show sections, the closed toggle and every language', async ({ page }) => {
  await loginAs(page, accounts.lawyer);
  await expect(page.getByRole('heading', { level: 2, name: 'Nouvelles affaires' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Clôturées' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Afficher les affaires clôturées' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Clôturées' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Masquer les affaires clôturées' })).toBeVisible();

  await page.getByRole('link', { name: 'Toutes les affaires' }).click();
  await expect(page).toHaveURL(/\/legal-cases\/all-cases/);
  await expect(page.getByText(/Avocat\s: /).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A page past the last one lands on the last one.
  await page.goto('/legal-cases/all-cases?page=99');
  await expect(page).not.toHaveURL(/page=99/);
  await expect(page.getByRole('link', { name: /./ }).first()).toBeVisible();

  await chooseLanguage(page, 'nl');
  await expect(page.getByRole('button', { name: 'Afgesloten zaken tonen' })).toBeVisible();
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('button', { name: 'Show closed cases' })).toBeVisible();
  await chooseLanguage(page, 'fr');
});

test('a new case is refused and leaves for MyCases', async ({ page, baseURL }) => {
  const litigant = uniqueLitigant('Refus');
  await submitIntakeThroughApi(baseURL ?? '', firmUuid, DISMISSAL, litigant);
  await loginAs(page, accounts.lawyer);
  await openCase(page, litigant);

  // Tabs are hidden while the case is new.
  await expect(page.getByRole('navigation', { name: "Sections de l'affaire" })).toHaveCount(0);

  // The case screen speaks Dutch and English too, the questionnaire included.
  await chooseLanguage(page, 'nl');
  await expect(page.getByRole('button', { name: 'Aanvaarden' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contactgegevens van de rechtzoekende' })).toBeVisible();
  await expect(page.getByText('Ik ben ontslagen').first()).toBeVisible();
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
  await chooseLanguage(page, 'fr');

  await page.getByRole('button', { name: 'Refuser', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: "Refuser l'affaire ?" });
  // The lawyer reads that the litigant will be told, in French (the request's language), and may say why.
  await expect(dialog).toContainText('en sera informé(e) par e-mail, en français (la langue de sa demande)');
  await dialog
    .getByRole('textbox', { name: 'Motif pour le justiciable (facultatif)' })
    .fill('Le cabinet ne plaide pas en droit social collectif.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: "Refuser l'affaire" }).click();
  await expect(page.getByText('Affaire refusée')).toBeVisible();
  await expect(page).toHaveURL(/\/legal-cases\/my-cases/);
  await expect(page.getByRole('link', { name: `${litigant.firstname} ${litigant.lastname}` })).toHaveCount(0);

  // The litigant is told, politely, with the reason given and the advice to act if a time limit runs.
  await expect.poll(() => lastMailTo(litigant.email)?.subject ?? '').toBe('Votre demande au cabinet Cabinet Démo');
  const mail = lastMailTo(litigant.email)!;
  expect(mail.text).toContain("n'est malheureusement pas en mesure d'y donner suite");
  expect(mail.text).toContain('Le cabinet ne plaide pas en droit social collectif.');
  expect(mail.text).toContain('consultez sans tarder un autre avocat');
});

test('the case screen shows the received date and the dates a time limit runs from, each tab titled', async ({
  page,
  baseURL,
}) => {
  const litigant = uniqueLitigant('Delais');
  await submitIntakeThroughApi(baseURL ?? '', firmUuid, DISMISSAL, litigant);
  await loginAs(page, accounts.lawyer);
  await openCase(page, litigant);
  const name = `${litigant.firstname} ${litigant.lastname}`;
  const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels' }).format(new Date());
  await expect(page.getByText(`Reçue le ${today}`)).toBeVisible();

  // The dismissal's notification and the request for reasons start time limits: listed first, as dates.
  const deadlines = page.getByRole('region', { name: 'Dates à surveiller' });
  await expect(deadlines.getByRole('term').first()).toHaveText(
    'À quelle date le licenciement vous a-t-il été notifié ?',
  );
  await expect(deadlines.getByRole('definition').first()).toHaveText('15/10/2026');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Accepter' }).click();
  await expect(page.getByText('Affaire acceptée')).toBeVisible();
  await expect(page).toHaveTitle(`Demande – ${name} · LexDesk`);
  for (const [tab, title] of [
    ['Documents du justiciable', `Documents du justiciable – ${name} · LexDesk`],
    ['Documents du cabinet', `Documents du cabinet – ${name} · LexDesk`],
    ['Documents juridiques', `Documents juridiques – ${name} · LexDesk`],
  ] as const) {
    await page.getByRole('navigation', { name: "Sections de l'affaire" }).getByRole('link', { name: tab }).click();
    await expect(page).toHaveTitle(title);
  }
  await expect(deadlines).toBeVisible();

  // On a phone the tab bar scrolls sideways, and says so with a shadow on the side that has more.
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = page.getByRole('navigation', { name: "Sections de l'affaire" }).getByRole('list');
  expect(await bar.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
  expect(await bar.evaluate((list) => getComputedStyle(list).backgroundImage)).toContain('radial-gradient');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});

test('a reassignment is confirmed; the former owner then sees who has the case and why', async ({ page, baseURL }) => {
  const litigant = uniqueLitigant('Reassignation');
  await submitIntakeThroughApi(baseURL ?? '', firmUuid, DISMISSAL, litigant);
  await loginAs(page, accounts.lawyer);
  await openCase(page, litigant);
  await expect(page.getByText(/Avocat assigné\s*: Marc Lambert/)).toBeVisible();

  // A small firm: the select opens on the other lawyers, without typing; typing filters them.
  const reassign = page.getByRole('combobox', { name: "Réassigner l'affaire" });
  await reassign.click();
  await expect(page.getByRole('option', { name: /Claire Dubois/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /Marc Lambert/ })).toHaveCount(0);
  await reassign.fill('clai');
  await page.getByRole('option', { name: /Claire Dubois/ }).click();

  const confirmation = page.getByRole('dialog', { name: /Claire Dubois/ });
  await expect(confirmation).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirmation.getByRole('button', { name: 'Réassigner' }).click();
  await expect(page.getByText('Affaire réassignée !')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accepter' })).toHaveCount(0);
  await expect(page.getByText(/Avocat assigné\s*: Claire Dubois/)).toBeVisible();
  await expect(page.getByText(/Cette affaire est assignée à Claire Dubois/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect.poll(() => lastMailTo(accounts.firmAdmin)?.text ?? '').toContain(litigant.lastname);

  await logoutFromMenu(page, /Marc Lambert/);
  await loginAs(page, accounts.firmAdmin);
  await expect(page.getByRole('link', { name: `${litigant.firstname} ${litigant.lastname}` })).toBeVisible();
});

test('the list state lives in the URL, and Retour from a case goes back to that list', async ({ page }) => {
  await loginAs(page, accounts.lawyer);
  await page.getByRole('link', { name: 'Toutes les affaires' }).click();
  await page.getByRole('button', { name: 'Afficher les affaires clôturées' }).click();
  await expect(page).toHaveURL(/\/legal-cases\/all-cases\?closed=1$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Masquer les affaires clôturées' })).toBeVisible();

  const closedCase = page.getByRole('region', { name: 'Clôturées' }).getByRole('link').first();
  const litigantName = (await closedCase.textContent())?.trim() ?? '';
  await closedCase.click();
  await expect(page.getByRole('heading', { level: 1, name: litigantName })).toBeVisible();
  await expect(page).toHaveTitle(`Demande – ${litigantName} · LexDesk`);
  await page.getByRole('link', { name: /Documents du justiciable/ }).click();
  await page.getByRole('link', { name: /^Retour/ }).click();
  await expect(page).toHaveURL(/\/legal-cases\/all-cases\?closed=1$/);
  await expect(page.getByRole('button', { name: 'Masquer les affaires clôturées' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a lawyer of another firm cannot open the case', async ({ page, baseURL }) => {
  const litigant = uniqueLitigant('Isolation');
  await submitIntakeThroughApi(baseURL ?? '', firmUuid, DISMISSAL, litigant);
  await loginAs(page, accounts.lawyer);
  await openCase(page, litigant);
  const caseUrl = page.url();
  await logoutFromMenu(page, /Marc Lambert/);

  await loginAs(page, accounts.otherFirmLawyer);
  await page.goto(caseUrl);
  await expect(page.getByText('Affaire introuvable')).toBeVisible();
});

test('a case of a matter nobody practises goes to the firm administrator', async ({ baseURL }) => {
  const litigant = uniqueLitigant('Roulage');
  const before = lastMailTo(accounts.firmAdmin)?.created_at ?? '';
  const context = await (await import('@playwright/test')).request.newContext({ baseURL });
  const catalogue = (await (await context.get(`/api/intake/form?uuid=${firmUuid}&lang=fr`)).json()) as {
    data: { categories: { description: string; law_cases: { content: string }[] }[] };
  };
  await context.dispose();
  const unpractisedCase = catalogue.data.categories.find((category) => category.description === UNPRACTISED_MATTER)
    ?.law_cases[0];
  expect(unpractisedCase).toBeDefined();
  await submitIntakeThroughApi(baseURL ?? '', firmUuid, unpractisedCase?.content ?? '', litigant);
  // Mails leave after the answer: wait for this one.
  await expect.poll(() => lastMailTo(accounts.firmAdmin)?.text ?? '').toContain(litigant.lastname);
  expect(lastMailTo(accounts.firmAdmin)?.created_at).not.toBe(before);
});
