import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

test('a new firm subscribes, names its company on Welcome and reaches its cases', async ({ page }) => {
  const email = `fondatrice-${Date.now()}@nouveau-cabinet.test`;
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Prénom').fill('Anne');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('un-mot-de-passe-solide');
  const submit = page.getByRole('button', { name: /créer|inscri|essai/i });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /conditions/i }).check();
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /vie privée/i }).check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/welcome$/);
  await expectNoSeriousA11yViolations(page);
  const save = page.getByRole('button', { name: /valider|enregistrer|continuer/i });
  await save.click();
  await expect(page.getByText('Ce champ est requis')).toBeVisible();
  await page.getByLabel(/nom de (votre|la) société/i).fill('Cabinet Martin');
  await save.click();

  await expect(page.getByText('Le nom de votre société a bien été enregistré')).toBeVisible();
  await expect(page).toHaveURL(/\/legal-cases\/my-cases$/);
  // The header names the firm (the profile panel does too, once opened).
  await expect(page.getByTestId('role-label')).toHaveText('Cabinet Martin');
});

test('an address already in use is refused with the message of the specification', async ({ page }) => {
  await page.goto('/subscribe');
  await page.getByLabel('Prénom').fill('Marc');
  await page.getByLabel('Nom', { exact: true }).fill('Lambert');
  await page.getByLabel('Email', { exact: true }).fill('avocat@cabinet-demo.test');
  await page.getByLabel('Mot de passe', { exact: true }).fill('un-mot-de-passe-solide');
  await page.getByRole('checkbox', { name: /conditions/i }).check();
  await page.getByRole('checkbox', { name: /vie privée/i }).check();
  await page.getByRole('button', { name: /créer|inscri|essai/i }).click();
  await expect(page.getByText('Cet email est déjà associé à un compte')).toBeVisible();
  await expect(page).toHaveURL(/\/subscribe$/);
});
