import { expect, test, type Page } from '@playwright/test';
import { accounts } from '../support/accounts';
import { fillLogin } from '../support/auth';

/**
 * The shell starts a screen's first API request while the remote's code loads (route prefetch) and the
 * remote takes that answer: each screen must still reach the server once, never twice.
 */
function countGets(page: Page, matches: (url: URL) => boolean): () => string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && matches(url)) seen.push(`${url.pathname}${url.search}`);
  });
  return () => [...seen];
}

const isCaseList = (url: URL) => url.pathname === '/api/legal-cases';
const firstCaseLink = (page: Page) => page.getByRole('main').locator('a[href^="/legal-case/"]').first();

test('signing in on a first visit sends the list request of MyCases exactly once', async ({ page }) => {
  const listRequests = countGets(page, isCaseList);
  // The order the browser sent them in: the list's request leaves before MyCases' code is even asked for.
  const order = countGets(
    page,
    (url) => isCaseList(url) || /__federation_expose_MyCases\.[^/]*\.js$/.test(url.pathname),
  );
  await page.goto('/');
  await fillLogin(page, accounts.lawyer);
  await expect(page).toHaveURL(/\/legal-cases\/my-cases/);
  await expect(firstCaseLink(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(listRequests()).toEqual(['/api/legal-cases?limit=10&offset=0&lang=fr']);
  expect(order().map((path) => (path.startsWith('/api/') ? 'list' : 'MyCases code'))).toEqual(['list', 'MyCases code']);

  // Entering AllCases, then the closed cases: one request each.
  await page.getByRole('link', { name: 'Toutes les affaires' }).click();
  await expect(page).toHaveURL(/\/legal-cases\/all-cases/);
  await expect(firstCaseLink(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(listRequests().slice(1)).toEqual(['/api/legal-cases?all=1&limit=10&offset=0&lang=fr']);

  // A change of the list's URL inside the page (the closed toggle): one request too.
  await page.getByRole('button', { name: 'Afficher les affaires clôturées' }).click();
  await expect(page.getByRole('button', { name: 'Masquer les affaires clôturées' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(listRequests().slice(2)).toEqual(['/api/legal-cases?all=1&closed=1&limit=10&offset=0&lang=fr']);
});

test('opening MyCases and a case by their URL sends each first request once', async ({ page }) => {
  await page.goto('/');
  await fillLogin(page, accounts.lawyer);
  await expect(firstCaseLink(page)).toBeVisible();
  const href = await firstCaseLink(page).getAttribute('href');
  const token = /^\/legal-case\/([^/]+)/.exec(href ?? '')?.[1] ?? '';
  expect(token).not.toBe('');

  // A reload starts from the session check: the prefetch then runs before the router exists.
  const listRequests = countGets(page, isCaseList);
  await page.goto('/legal-cases/my-cases?closed=1');
  await expect(firstCaseLink(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(listRequests()).toEqual(['/api/legal-cases?closed=1&limit=10&offset=0&lang=fr']);

  const caseRequests = countGets(page, (url) => url.pathname === `/api/legal-cases/${token}`);
  await page.goto(`/legal-case/${token}/demand`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(caseRequests()).toHaveLength(1);
});

test('a visitor sends no list request: nothing is prefetched without a session', async ({ page }) => {
  const listRequests = countGets(page, isCaseList);
  await page.goto('/legal-cases/my-cases');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(listRequests()).toEqual([]);
});
