import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { firstLink, lastMailTo } from '../support/outbox';

test('a lawyer registers from the seeded invitation link and lands on their cases', async ({ page }) => {
  const invited = 'nouvel.avocat@cabinet-demo.test';
  // The seed queues it; the server's mail worker writes it to the outbox within a poll or two.
  await expect
    .poll(() => lastMailTo(invited), { message: 'the seed sends one invitation through the outbox' })
    .toBeTruthy();
  const mail = lastMailTo(invited);
  const link = new URL(firstLink(mail!));

  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Cabinet Démo')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(invited);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Nom', { exact: true }).fill('Nouvel Avocat');
  await page.getByLabel('Mot de passe', { exact: true }).fill('invitation-2026');
  await page.getByLabel(/confirmation/i).fill('autre-chose');
  await page.getByRole('button', { name: /inscri|créer|valider/i }).click();
  await expect(page.getByText('La confirmation du mot de passe ne correspond pas')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(/confirmation/i).fill('invitation-2026');
  await page.getByRole('button', { name: /inscri|créer|valider/i }).click();
  await expect(page).toHaveURL(/\/legal-cases\/my-cases$/);

  // The same link a second time: the page says at once that the invitation was used, and shows no form.
  await page.context().clearCookies();
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Cette invitation a déjà été utilisée').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /inscri|créer|valider/i })).toHaveCount(0);
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Se connecter' })).toBeVisible();
});
