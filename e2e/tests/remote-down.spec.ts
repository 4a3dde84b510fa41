import { expect, test } from '@playwright/test';
import { accounts } from '../support/accounts';
import { loginAs } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';

test('a remote whose manifest cannot load shows the fallback while the shell keeps working', async ({ page }) => {
  await page.route('**/remotes/mf-cases/mf-manifest.json', (route) => route.abort());
  await loginAs(page, accounts.lawyer);

  await expect(page).toHaveURL(/\/legal-cases\/my-cases$/);
  await expect(page.getByText('Ce module est momentanément indisponible.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The menu still works and other remotes still load.
  await page
    .getByRole('navigation', { name: /principal|main/i })
    .getByRole('link', { name: /mes documents/i })
    .click();
  await expect(page).toHaveURL(/\/my-documents$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Back on the cases, the remote is still down; once it is back, Retry brings its page.
  await page.goBack();
  await expect(page).toHaveURL(/\/legal-cases\/my-cases$/);
  await expect(page.getByText('Ce module est momentanément indisponible.')).toBeVisible();
  await page.unroute('**/remotes/mf-cases/mf-manifest.json');
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByText('Ce module est momentanément indisponible.')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
