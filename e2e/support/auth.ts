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
