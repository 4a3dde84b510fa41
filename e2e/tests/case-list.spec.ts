import { expect, test, type Page } from '@playwright/test';
import { accounts } from '../support/accounts';
import { loginAs } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';

// The case lists' search by litigant name and status filter (server-side), their place in the URL, and
// the dense rows. Amélie Dupont is a new divorce case of the demo firm (api/src/seed/demo.ts).

const AMELIE = 'Amélie Dupont';

/** The case rows: list items of the list's sections (the tabs are list items too). */
const caseRows = (page: Page) => page.getByRole('main').getByRole('region').getByRole('listitem');
const caseLinks = (page: Page) => caseRows(page).getByRole('link');
const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher un justiciable' });
const statusFilter = (page: Page) => page.getByRole('combobox', { name: 'Statut' });

test('a search by litigant name finds only their case, kept across reload and Retour', async ({ page }) => {
  await loginAs(page, accounts.lawyer);
  await page.getByRole('link', { name: 'Toutes les affaires' }).click();
  await expect(caseLinks(page).first()).toBeVisible();

  // Without its accent and in capitals: the server folds both.
  await searchField(page).fill('AMELIE dup');
  await expect(page).toHaveURL(/\/legal-cases\/all-cases\?q=AMELIE\+dup$/);
  await expect(caseLinks(page)).toHaveText([AMELIE]);
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(searchField(page)).toHaveValue('AMELIE dup');
  await expect(caseLinks(page)).toHaveText([AMELIE]);

  await caseLinks(page).first().click();
  await expect(page.getByRole('heading', { level: 1, name: AMELIE })).toBeVisible();
  await page.getByRole('link', { name: /^Retour/ }).click();
  await expect(page).toHaveURL(/\/legal-cases\/all-cases\?q=AMELIE\+dup$/);
  await expect(searchField(page)).toHaveValue('AMELIE dup');
  await expect(caseLinks(page)).toHaveText([AMELIE]);

  // Nothing found: the message names the search and offers to clear it.
  await searchField(page).fill('zz-personne');
  await expect(page.getByText('Aucune affaire ne correspond à « zz-personne »')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Effacer les filtres' }).click();
  await expect(page).toHaveURL(/\/legal-cases\/all-cases$/);
  await expect(searchField(page)).toHaveValue('');
  await expect(caseLinks(page).nth(1)).toBeVisible();
});

test('the status filter lists one state, closed and refused ones included, kept in the URL', async ({ page }) => {
  await loginAs(page, accounts.lawyer);
  await page.getByRole('link', { name: 'Toutes les affaires' }).click();
  await expect(caseLinks(page).first()).toBeVisible();

  await statusFilter(page).click();
  await page.getByRole('option', { name: 'Refusée' }).click();
  await expect(page).toHaveURL(/\/legal-cases\/all-cases\?status=refused$/);
  await expect(page.getByRole('link', { name: 'Olivier Lambrecht' })).toBeVisible();
  const rows = caseRows(page);
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) await expect(rows.nth(i)).toContainText('Refusée');
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(statusFilter(page)).toHaveText('Refusée');
  await page.goBack();
  await expect(page).toHaveURL(/\/legal-cases\/all-cases$/);
  await expect(statusFilter(page)).toHaveText('Tous les statuts');
});

test('rows are one line of about 50 px at desktop width and wrap on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, accounts.lawyer);
  await page.getByRole('link', { name: 'Toutes les affaires' }).click();
  const row = caseRows(page).filter({ hasText: AMELIE });
  await expect(row).toBeVisible();
  const desktop = await row.boundingBox();
  expect(desktop?.height).toBeGreaterThanOrEqual(44);
  expect(desktop?.height).toBeLessThanOrEqual(58);

  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await row.boundingBox();
  expect(phone?.height).toBeGreaterThan(desktop?.height ?? 0);
  expect(phone?.width).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});
