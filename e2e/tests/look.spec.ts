import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts } from '../support/accounts';
import { loginAs } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { firmUuidOf, submitIntakeThroughApi, uniqueLitigant, type Litigant } from '../support/intake';

// The look and feel of issue 10: one title per screen, full width, toasts clear of controls, phone layouts,
// the self-hosted typeface.
const DISMISSAL = "J'ai été licencié";
const PHONE = { width: 390, height: 844 };

let firmUuid = '';

test.beforeAll(async ({ baseURL }) => {
  firmUuid = await firmUuidOf(baseURL ?? '', accounts.firmAdmin);
});

async function openNewCase(page: Page, lastname: string, baseURL: string | undefined): Promise<Litigant> {
  const litigant = uniqueLitigant(lastname);
  await submitIntakeThroughApi(baseURL ?? '', firmUuid, DISMISSAL, litigant);
  await loginAs(page, accounts.lawyer);
  await page.getByRole('link', { name: `${litigant.firstname} ${litigant.lastname}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${litigant.firstname} ${litigant.lastname}` }),
  ).toBeVisible();
  return litigant;
}

async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

async function expectApart(a: Locator, b: Locator): Promise<void> {
  const [first, second] = [await boxOf(a), await boxOf(b)];
  const overlaps =
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height;
  expect(overlaps, `${JSON.stringify(first)} overlaps ${JSON.stringify(second)}`).toBe(false);
}

test('the case list has one title, no top bar repeating it, and reaches the header right edge', async ({ page }) => {
  await loginAs(page, accounts.lawyer);
  await expect(page.getByRole('heading', { level: 2, name: 'Nouvelles affaires' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Affaires');
  const main = page.getByRole('main');
  // "Mes affaires" is the current tab, and only that.
  await expect(main.getByText('Mes affaires', { exact: true })).toHaveCount(1);
  await expect(main.getByRole('link', { name: 'Mes affaires' })).toHaveAttribute('aria-current', 'page');

  // The closed toggle (the page's rightmost control) ends where the profile button (the header's) ends.
  const toggle = await boxOf(page.getByRole('button', { name: 'Afficher les affaires clôturées' }));
  const profile = await boxOf(page.getByRole('banner').getByRole('button', { name: /Marc Lambert/ }));
  expect(Math.abs(toggle.x + toggle.width - (profile.x + profile.width))).toBeLessThanOrEqual(1);
});

test('a case names its section in the top bar and its tab once; the toast leaves the controls free', async ({
  page,
  baseURL,
}) => {
  await openNewCase(page, 'Apparence', baseURL);
  await page.getByRole('button', { name: 'Accepter' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Affaire acceptée' });
  await expect(toast).toBeVisible();
  await expectApart(toast, page.getByRole('button', { name: 'Clôturer' }));
  await expectApart(toast, page.getByRole('combobox', { name: "Réassigner l'affaire" }));

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Retour : Affaires' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: "Sections de l'affaire" });
  await expect(tabs.getByRole('link', { name: 'Demande' })).toHaveAttribute('aria-current', 'page');
  // "Demande" is read once on screen: the tab. The tab's heading stays for the outline, out of sight.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const tabHeading = await boxOf(main.getByRole('heading', { level: 2, name: 'Demande' }));
  expect(tabHeading.width).toBeLessThanOrEqual(1);
  await expectNoSeriousA11yViolations(page);

  // Back on MyCases while the toast still shows: it does not cover the closed toggle (it used to).
  await page.getByRole('link', { name: 'Retour : Affaires' }).click();
  await expect(page).toHaveURL(/\/legal-cases\/my-cases/);
  await expect(toast).toBeVisible();
  await expectApart(toast, page.getByRole('button', { name: 'Afficher les affaires clôturées' }));
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the case tab bar scrolls sideways and keeps the current tab in sight', async ({ page, baseURL }) => {
    await openNewCase(page, 'Telephone', baseURL);
    await page.getByRole('button', { name: 'Accepter' }).click();
    const tabs = page.getByRole('navigation', { name: "Sections de l'affaire" });
    const bar = tabs.getByRole('list');
    await expect(tabs).toBeVisible();

    // The four tabs are wider than the phone: the bar scrolls (the page itself does not).
    const sizes = await bar.evaluate((list) => ({ scroll: list.scrollWidth, client: list.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await tabs.getByRole('link', { name: 'Documents juridiques' }).click();
    await expect(page).toHaveURL(/\/juridical-documents$/);
    const current = tabs.getByRole('link', { name: 'Documents juridiques' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect
      .poll(async () => {
        const [tab, box] = [await boxOf(current), await boxOf(bar)];
        // Within a pixel: the last tab ends flush with the bar once it is scrolled to its end.
        return tab.x >= box.x - 1 && tab.x + tab.width <= box.x + box.width + 1;
      })
      .toBe(true);
    expect(await bar.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);

    // Opened at that tab (a reload, a shared link), the bar starts scrolled to it.
    await page.reload();
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => bar.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
  });

  test('the profile button shows the avatar and the menu the full name', async ({ page }) => {
    await loginAs(page, accounts.lawyer);
    const profile = page.getByRole('banner').getByRole('button', { name: 'Marc Lambert' });
    await expect(profile).toBeVisible();
    await expect(profile.getByText('ML')).toBeVisible();
    // The name is the button's accessible name, out of sight rather than cut ("Marc La…").
    expect((await boxOf(profile.getByText('Marc Lambert'))).width).toBeLessThanOrEqual(1);
    await profile.click();
    await expect(page.getByText('Marc Lambert', { exact: true }).last()).toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'Menu du profil' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('the brand typeface comes from the app itself', async ({ page }) => {
  const origins = new Set<string>();
  const fonts: string[] = [];
  page.on('request', (request) => {
    origins.add(new URL(request.url()).origin);
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();

  // Declared by the shell once the page is there (a first visit), then loaded and used.
  await expect
    .poll(() =>
      page.evaluate(() => {
        let loaded = false;
        document.fonts.forEach((face) => {
          if (face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded') loaded = true;
        });
        return loaded;
      }),
    )
    .toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
  // A first visit fetches it only after Login's own module: it never competes with what the page needs.
  const [loginModuleEnd, fontStart] = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const login = entries.find(
      (entry) => entry.name.includes('__federation_expose_Login') && entry.name.endsWith('.js'),
    );
    const font = entries.find((entry) => entry.name.endsWith('.woff2'));
    return [login?.responseEnd ?? Infinity, font?.startTime ?? -1];
  });
  expect(fontStart).toBeGreaterThan(loginModuleEnd);
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(/\.woff2$/);
  expect([...origins]).toEqual([new URL(page.url()).origin]);
});
