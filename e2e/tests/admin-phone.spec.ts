import { expect, test } from '@playwright/test';
import { accounts } from '../support/accounts';
import { loginAs } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';

// Issue 22 item 7: the super administrator's screens were 509 px wide on a 390 px phone (logout off-screen,
// columns cut). Lists now stack their rows on a phone, as the case lists do.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const SCREENS = [
  { path: '/admin', heading: 'Documents traités' },
  { path: '/process', heading: 'Documents à traiter' },
  { path: '/faileds', heading: 'Documents en échec' },
  { path: '/search?q=bail', heading: 'Recherche' },
];

test('the super administrator’s screens fit a 390 px phone, logout in sight, with axe', async ({ page }) => {
  await loginAs(page, accounts.superAdmin);
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.scroll, `${screen.path} scrolls sideways`).toBeLessThanOrEqual(widths.inner);
    const logout = page.getByRole('button', { name: 'Se déconnecter' });
    await expect(logout).toBeInViewport({ ratio: 1 });
    await expectNoSeriousA11yViolations(page);
  }

  // A row reads as a block: its name, then each fact with its column's name.
  await page.goto('/admin');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow.getByText('État', { exact: true })).toBeVisible();
  await expect(firstRow.getByText('Ajouté le', { exact: true })).toBeVisible();
  const table = page.getByRole('region', { name: 'Documents traités' });
  expect(await table.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
});
