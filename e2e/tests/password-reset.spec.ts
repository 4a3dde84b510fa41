import { expect, test, type APIRequestContext } from '@playwright/test';
import { firstLink, lastMailTo } from '../support/outbox';
import { fillLogin } from '../support/auth';

/**
 * A fresh account whose password is 'ancien-mot-de-passe': the demo accounts keep theirs for the other suites
 * (the demo's published password can no longer be set through a form).
 */
async function freshAccount(request: APIRequestContext, prefix: string, lastname: string): Promise<string> {
  const email = `${prefix}-${Date.now()}@cabinet-test.test`;
  await request.get('/api/sanctum/csrf-cookie');
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const created = await request.post('/api/auth/register', {
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    data: {
      firstname: 'Paul',
      lastname,
      email,
      password: 'ancien-mot-de-passe',
      password_confirmation: 'ancien-mot-de-passe',
    },
  });
  expect(created.ok()).toBeTruthy();
  return email;
}

test('forgot password, reset link from the outbox, then login with the new password', async ({ page, request }) => {
  const email = await freshAccount(request, 'oubli', 'Oubli');

  await page.goto('/');
  await page.getByRole('link', { name: /mot de passe oublié/i }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: /envoyer|réinitialiser/i }).click();
  await expect(page.getByRole('link', { name: /connexion|se connecter/i })).toBeVisible();

  await expect.poll(() => lastMailTo(email)).toBeTruthy();
  const link = new URL(firstLink(lastMailTo(email)!));
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/reset\?/);
  await page.getByLabel('Mot de passe', { exact: true }).fill('nouveau-mot-de-passe');
  await page.getByLabel(/confirmation/i).fill('nouveau-mot-de-passe');
  await page.getByRole('button', { name: /réinitialiser|enregistrer|valider/i }).click();
  await page.getByRole('link', { name: /connexion|se connecter/i }).click();

  await expect(page).toHaveURL(/\/$/);
  await fillLogin(page, email, 'ancien-mot-de-passe');
  await expect(page.getByText('Email ou mot de passe erroné')).toBeVisible();
  await fillLogin(page, email, 'nouveau-mot-de-passe');
  await expect(page).toHaveURL(/\/(welcome|legal-cases\/my-cases)$/);
});

test('a reset link cannot be used twice', async ({ page, request }) => {
  const email = await freshAccount(request, 'deux-fois', 'Deuxfois');
  await page.goto('/forgot');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: /envoyer|réinitialiser/i }).click();
  await expect.poll(() => lastMailTo(email)).toBeTruthy();
  const link = new URL(firstLink(lastMailTo(email)!));
  for (const attempt of [1, 2]) {
    await page.goto(link.pathname + link.search);
    await page.getByLabel('Mot de passe', { exact: true }).fill('nouveau-mot-de-passe');
    await page.getByLabel(/confirmation/i).fill('nouveau-mot-de-passe');
    await page.getByRole('button', { name: /réinitialiser|enregistrer|valider/i }).click();
    if (attempt === 1) await expect(page.getByRole('link', { name: /connexion|se connecter/i })).toBeVisible();
    else await expect(page.getByText(/n'est pas valide|n’est pas valide/i)).toBeVisible();
  }
});
