import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

export async function fillLogin(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

export async function loginAs(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await fillLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/$/);
}

/**
 * Logs out from the profile menu of `userName` and waits for the page to reload on Login (the specification
 * reloads 100 ms after going to /): a navigation started before that reload would be aborted by it.
 */
export async function logoutFromMenu(page: Page, userName: RegExp): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: userName }).click();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
}
