import { expect, test } from '@playwright/test';
import { accounts } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fillLogin, loginAs, logoutFromMenu } from '../support/auth';

test.describe('Login', () => {
  test('the super administrator lands on the document administration', async ({ page }) => {
    await loginAs(page, accounts.superAdmin);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const email of [accounts.firmAdmin, accounts.lawyer, accounts.freshLawyer, accounts.otherFirmLawyer]) {
    test(`${email} lands on their cases`, async ({ page }) => {
      await loginAs(page, email);
      await expect(page).toHaveURL(/\/legal-cases\/my-cases$/);
    });
  }

  test('a wrong password is refused with the message of the specification', async ({ page }) => {
    await page.goto('/');
    await fillLogin(page, accounts.lawyer, 'not-the-password');
    await expect(page.getByText('Email ou mot de passe erroné')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a protected page sends to Login and comes back after it', async ({ page }) => {
    await page.goto('/office/informations');
    await expect(page).toHaveURL(/\/\?redirect=%2Foffice%2Finformations/);
    await expect(page.getByRole('status').filter({ hasText: 'Connectez-vous pour continuer.' })).toBeVisible();
    await fillLogin(page, accounts.lawyer);
    await expect(page).toHaveURL(/\/office\/informations$/);
  });

  test('a lawyer cannot open an administration route', async ({ page }) => {
    await loginAs(page, accounts.lawyer);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/legal-cases\/my-cases$/);
  });

  test('logout ends the session and returns to Login', async ({ page }) => {
    await loginAs(page, accounts.firmAdmin);
    await logoutFromMenu(page, /Claire Dubois/);
    await page.goto('/legal-cases/my-cases');
    await expect(page).toHaveURL(/\/\?redirect=/);
  });

  test('the Login page has no serious accessibility violation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
