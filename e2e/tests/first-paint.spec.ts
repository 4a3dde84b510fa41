import { expect, test, type Page } from '@playwright/test';
import { accounts, DEMO_PASSWORD } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';

/** Holds the requests matching `pattern` until `release` is called (a slow network, one file at a time). */
async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('Login is on the screen before any script has arrived, and reads as the live page', async ({ page }) => {
  // The shell's first script never arrives: what shows is what the server sent.
  await holdRequests(page, '**/main.js');
  // Not 'domcontentloaded': that waits for the deferred main.js.
  await page.goto('/', { waitUntil: 'commit' });

  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/forgot');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Its button cannot send the form the browser's way (the password would go in the URL).
  await page.getByLabel('Email').fill(accounts.lawyer);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Mot de passe', { exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  expect(new URL(page.url()).search).toBe('');
});

test('what a visitor types before the live page is there is kept, and their press signs them in', async ({ page }) => {
  // Login's own module arrives late: the shell is running, the first paint still on the screen.
  const release = await holdRequests(page, '**/remotes/mf-auth/__federation_expose_Login.*.js');
  const loginAskedFor = page.waitForRequest('**/remotes/mf-auth/__federation_expose_Login.*.js');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await loginAskedFor;
  await page.getByLabel('Email').fill(accounts.lawyer);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);

  release();
  await expect(page).toHaveURL(/\/legal-cases\/my-cases$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("the live page takes the first paint's place without moving anything, the caret included", async ({ page }) => {
  const release = await holdRequests(page, '**/remotes/mf-auth/__federation_expose_Login.*.js');
  // The brand typeface swapping in later is not the handover: without it, both pages use the same fallback face.
  await page.route('**/*.woff2', (route) => route.abort());
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { lexdeskShifts: shifts });
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const heading = page.getByRole('heading', { level: 1, name: 'Connexion' });
  const before = await heading.boundingBox();
  await page.getByLabel('Email').fill('marc@');

  release();
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  // The live field has the text and the focus: typing goes on where it stopped.
  await page.keyboard.type('cabinet-demo.test');
  await expect(page.getByLabel('Email')).toHaveValue('marc@cabinet-demo.test');
  expect(await heading.boundingBox()).toEqual(before);
  const shifts = await page.evaluate(() => (window as unknown as { lexdeskShifts: number[] }).lexdeskShifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});

test('a language chosen before the live page is there is the language of the live page', async ({ page }) => {
  const release = await holdRequests(page, '**/remotes/mf-auth/__federation_expose_Login.*.js');
  const loginAskedFor = page.waitForRequest('**/remotes/mf-auth/__federation_expose_Login.*.js');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await loginAskedFor;
  await page.getByLabel('Langue').selectOption('nl');

  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('button', { name: 'Aanmelden' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Taal' })).toHaveText('Nederlands');
});

test('a visitor with a session gets no first paint of Login', async ({ page }) => {
  const response = await page.request.get('/', { headers: { cookie: 'XSRF-TOKEN=a-session' } });
  expect(await response.text()).not.toContain('data-first-paint');
});
