import { expect, test } from '@playwright/test';
import { accounts } from '../support/accounts';
import { loginAs } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { chooseLanguage } from '../support/dropdown';

for (const [path, heading] of [
  ['/forgot', /mot de passe oublié/i],
  ['/reset?email=a%40b.test&token=abc', /mot de passe/i],
  ['/register?email=a%40b.test&token=abc&name=Cabinet%20D%C3%A9mo', /rejoindre/i],
  ['/legals', /légal|mentions|informations/i],
] as const) {
  test(`${path} has no serious accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the application frame is accessible on desktop and on a phone, menus included', async ({ page }) => {
  await loginAs(page, accounts.firmAdmin);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: /Claire Dubois/ }).click();
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeHidden();

  await page.setViewportSize({ width: 390, height: 800 });
  const menuButton = page.getByRole('button', { name: /^menu$/i });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);
});

test('an unknown address shows the translated not-found page inside the layout', async ({ page }) => {
  await loginAs(page, accounts.lawyer);
  await page.goto('/cette-page-n-existe-pas');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the language switch turns the interface to Dutch and English', async ({ page }) => {
  await page.goto('/');
  await chooseLanguage(page, 'nl');
  await expect(page.getByRole('button', { name: 'Aanmelden' })).toBeVisible();
  await chooseLanguage(page, 'en');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await chooseLanguage(page, 'fr');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});
