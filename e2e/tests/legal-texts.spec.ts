import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { chooseLanguage } from '../support/dropdown';

test("Subscribe's boxes open the full terms and privacy policy, each under its version", async ({ page, context }) => {
  await page.goto('/subscribe');
  for (const [linkName, region, partHeading] of [
    [/conditions générales d'utilisation.*nouvel onglet/i, "Conditions générales d'utilisation", 'Compte et accès'],
    [/charte de vie privée.*nouvel onglet/i, 'Charte de vie privée', 'Vos droits'],
  ] as const) {
    // The link opens in a new tab, so that the form keeps what was typed.
    const [legals] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: linkName }).click(),
    ]);
    await legals.waitForLoadState();
    const section = legals.getByRole('region', { name: region });
    await expect(section).toBeFocused();
    await expect(section.getByText(/^Version \d+\.\d+ du /)).toBeVisible();
    await expect(section.getByRole('heading', { level: 3, name: partHeading })).toBeVisible();
    await legals.close();
  }
});

test('the footer leads to the cookies policy and the legal notice, in the chosen language', async ({ page }) => {
  await page.goto('/login');
  await page
    .getByRole('navigation', { name: 'Liens légaux' })
    .getByRole('link', { name: 'Politique en matière de cookies' })
    .click();
  await expect(page).toHaveURL(/\/legals#cookies$/);
  const cookies = page.getByRole('region', { name: 'Politique en matière de cookies' });
  await expect(cookies.getByRole('heading', { level: 3, name: 'lexdesk_session' })).toBeVisible();
  await expect(cookies.getByRole('heading', { level: 3, name: 'XSRF-TOKEN' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await chooseLanguage(page, 'nl');
  await page
    .getByRole('navigation', { name: 'Juridische links' })
    .getByRole('link', { name: 'Wettelijke vermeldingen' })
    .click();
  await expect(page).toHaveURL(/\/legals#notices$/);
  const notices = page.getByRole('region', { name: 'Wettelijke vermeldingen' });
  await expect(notices.getByRole('heading', { level: 3, name: 'Uitgever' })).toBeVisible();
  // The e2e server sets no LEXDESK_OPERATOR_*: the notice says so rather than show a publisher it was not given.
  await expect(notices.getByText(/nog niet al zijn wettelijke vermeldingen ingevuld/)).toBeVisible();
  await expect(notices.getByText('Niet ingevuld door de exploitant').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the Documentation section leads to the guides, in the page language, readable on a phone', async ({ page }) => {
  await page.goto('/legals#documentation');
  const documentation = page.getByRole('region', { name: 'Documentation' });
  await documentation.getByRole('link', { name: 'Installer le formulaire casus sur votre site' }).click();
  await expect(page).toHaveURL(/\/guides\/intake-widget$/);
  await expect(page).toHaveTitle('Installer le formulaire casus sur votre site · LexDesk');
  const code = page.getByRole('region', { name: 'Code à coller' });
  await expect(code).toContainText(`${new URL(page.url()).origin}/casus.js`);
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('navigation', { name: 'Les guides' })
    .getByRole('link', { name: /^La bibliothèque/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Privé ou Public' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await chooseLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: /^The library/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
