import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accounts } from '../support/accounts';
import { loginAs } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { chooseLanguage } from '../support/dropdown';

// The provider's access to a firm's private documents (issue 23 item 1, issue 22 item 6): a lawyer of Cabinet Démo
// files a private document, the super administrator sees it marked as the firm's and previews it, and the firm's
// administrator reads that access in the office's access log, at desktop and phone sizes.

const FIXTURES = join(__dirname, '..', 'fixtures', 'library');

/** A state-changing call as the app makes it: with the XSRF token of the session's cookie. */
async function xsrfHeaders(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  return cookie ? { 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) } : {};
}

/** Signs in, in French whatever language another suite left the account in. */
async function signIn(page: Page, email: string): Promise<void> {
  await page.context().clearCookies();
  await loginAs(page, email);
  if ((await page.evaluate(() => document.documentElement.lang)) !== 'fr') {
    const stored = page.waitForResponse((response) => response.url().endsWith('/api/user/language'));
    await chooseLanguage(page, 'fr');
    expect((await stored).ok()).toBe(true);
  }
}

test("the super administrator's preview of a firm's private document is in the firm administrator's access log", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const word = `okapisecret${Date.now()}`;
  const name = `${word}-memoire.pdf`;

  // A lawyer of the firm files a private document (the upload itself is the library suite's subject).
  await signIn(page, accounts.lawyer);
  const uploaded = await page.request.post('/api/documents/upload-file', {
    headers: await xsrfHeaders(page),
    multipart: {
      visibility: 'private',
      file: { name, mimeType: 'application/pdf', buffer: readFileSync(join(FIXTURES, 'conclusions.pdf')) },
    },
  });
  expect(uploaded.status()).toBe(201);

  // The super administrator's lists mark it as the firm's (and offer no deletion); a search finds it and the
  // preview opens it.
  await signIn(page, accounts.superAdmin);
  await page.goto('/process');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText(/^Cabinet\s*:\s*Cabinet Démo$/)).toBeVisible();
  await expect(row.getByText('Privé', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Supprimer ${name}` })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/search');
  const form = page.getByRole('search', { name: 'Recherche' });
  await form.getByRole('searchbox', { name: 'Rechercher' }).fill(word);
  await expect(async () => {
    await form.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByRole('button', { name }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: name })
      .getByText(/^Cabinet\s*:\s*Cabinet Démo$/),
  ).toBeVisible();
  const previewed = page.waitForResponse(
    (response) => response.url().includes('/api/documents/download/') && response.url().includes('purpose=preview'),
  );
  await page.getByRole('button', { name }).first().click();
  expect((await previewed).ok()).toBe(true);
  await expect(
    page.getByRole('region', { name: 'Aperçu' }).getByRole('document', { name: `Document ${name}` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The firm's administrator reaches the log from the office menu with the keyboard.
  await signIn(page, accounts.firmAdmin);
  await page.goto('/office/informations');
  const entry = page.getByRole('navigation', { name: 'Cabinet' }).getByRole('link', { name: "Journal d'accès" });
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/office\/access-log$/);
  await expect(page.getByRole('heading', { level: 1, name: "Journal d'accès" })).toBeVisible();
  await expect(page).toHaveTitle(/Journal d'accès/);
  const line = page.getByRole('row').filter({ hasText: name });
  await expect(line).toBeVisible();
  await expect(line).toContainText('Fichier prévisualisé');
  await expect(line).toContainText(accounts.superAdmin);
  await expect(line.getByRole('rowheader')).toHaveText(/^\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/);
  await expectNoSeriousA11yViolations(page);

  // On a phone each line is a block of labelled values; nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(line).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await line.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  await expect(line).toHaveCSS('display', 'block');
  await expectNoSeriousA11yViolations(page);

  // A lawyer of the firm has no entry and no access.
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, accounts.lawyer);
  await page.goto('/office/informations');
  await expect(page.getByRole('navigation', { name: 'Cabinet' }).getByRole('link', { name: 'Avocats' })).toBeVisible();
  await expect(page.getByRole('link', { name: "Journal d'accès" })).toHaveCount(0);
  await page.goto('/office/access-log');
  await expect(page).toHaveURL(/\/office\/informations$/);
});
