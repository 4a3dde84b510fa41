import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { accounts } from '../support/accounts';
import { loginAs } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DECLINED_CARD, serveStripeStandIn, VALID_CARD } from '../support/stripe';
import { chooseLanguage } from '../support/dropdown';

// One story on the trial firm "Autre Cabinet" (its administrator Jan Janssens), in order: the page hidden during
// the trial, the subscription to Basic (a refused card first), the unsubscription, then Basic's lawyer limit.
// The demo firm's plan is never touched (other suites invite a fourth lawyer there). Stripe.js is the local
// stand-in (e2e/stand-ins/stripe-js.js) and the API's Stripe provider talks to the Stripe API stand-in.
test.describe.configure({ mode: 'serial' });

const TRIAL_ADMIN = accounts.otherFirmLawyer;
const VAT = 'BE 0123.456.749';

/** With E2E_SCREENS_DIR set, each step is also saved at 1280×800 and 390×844 (to look at, not compared). */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const [width, height, label] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(dir, `${name}-${label}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function signIn(page: Page): Promise<void> {
  await loginAs(page, TRIAL_ADMIN);
  if ((await page.evaluate(() => document.documentElement.lang)) !== 'fr') {
    await chooseLanguage(page, 'fr');
  }
}

function currentStep(page: Page) {
  return page.getByRole('navigation', { name: "Étapes de l'abonnement" }).locator('[aria-current="step"]');
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Numéro de carte').fill(number);
  await page.getByLabel("Date d'expiration (MM/AA)").fill('12/34');
  await page.getByLabel('Code de sécurité').fill('123');
}

test('during the trial the office menu leads to the subscription page, which says when the trial ends', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/office/informations');
  const office = page.getByRole('navigation', { name: 'Cabinet' });
  await office.getByRole('link', { name: 'Abonnement' }).click();
  await expect(page).toHaveURL(/\/office\/subscription$/);
  await expect(
    page.getByText(/Votre période d'essai se termine le \d{2}\/\d{2}\/\d{4} \(\d+ jours? restants?\)/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choisir un abonnement' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the administrator subscribes to Basic: a refused card is shown, then another card succeeds', async ({ page }) => {
  const stripeRequests = await serveStripeStandIn(page);
  await signIn(page);

  // Plans: Stripe.js is not loaded for them.
  await page.goto('/subscription');
  await expect(page).toHaveURL(/\/subscription\/plans$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeVisible();
  await expect(currentStep(page)).toContainText('Formule');
  const plus = page.getByRole('listitem', { name: /Plus/ });
  await expect(plus.getByText('La plus populaire')).toBeVisible();
  await expect(plus.getByText('Tous les avantages de la formule Basic, plus\u00a0:')).toBeVisible();
  await expect(
    // No operator address in this installation (LEXDESK_OPERATOR_EMAIL): the legal notice says who to ask.
    page
      .getByRole('listitem', { name: 'Sur mesure' })
      .getByRole('link', { name: 'Comment souscrire la formule Sur mesure' }),
  ).toHaveAttribute('href', '/legals#notices');
  await expect(page.getByRole('listitem', { name: /Basic/ }).getByText('90\u00a0€')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, '1-plans');
  expect(stripeRequests).toEqual([]);

  // Payment: Continue waits for a complete card.
  await page.getByRole('button', { name: 'Choisir Basic' }).click();
  await expect(page).toHaveURL(/\/subscription\/payment$/);
  await expect(currentStep(page)).toContainText('Paiement');
  const next = page.getByRole('button', { name: 'Continuer' });
  await expect(page.getByLabel('Numéro de carte')).toBeVisible();
  expect(stripeRequests.length).toBeGreaterThan(0);
  await expect(next).toBeDisabled();
  await fillCard(page, DECLINED_CARD);
  await expect(next).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await shot(page, '2-payment');
  await next.click();

  // Billing: the address and a valid VAT number.
  await expect(page).toHaveURL(/\/subscription\/billing$/);
  await expect(currentStep(page)).toContainText('Facturation');
  const billingNext = page.getByRole('button', { name: 'Continuer' });
  await expect(billingNext).toBeDisabled();
  await page.getByLabel('Nom complet').fill('Autre Cabinet SRL');
  await page.getByLabel('Adresse', { exact: true }).fill('Rue de la Loi 16');
  await page.getByLabel('Code postal').fill('1000');
  await page.getByLabel('Ville').fill('Bruxelles');
  await page.getByLabel(/Numéro de TVA/).fill('BE0123456748');
  await page.getByLabel(/Numéro de TVA/).blur();
  await expect(page.getByText("Ce numéro de TVA belge n'existe pas\u00a0: vérifiez les chiffres.")).toBeVisible();
  await expect(billingNext).toBeDisabled();
  await page.getByLabel(/Numéro de TVA/).fill(VAT);
  await expect(billingNext).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await shot(page, '3-billing');
  await billingNext.click();

  // Recap: the refused card is said, in French, and nothing is lost.
  await expect(page).toHaveURL(/\/subscription\/recap$/);
  await expect(currentStep(page)).toContainText('Récapitulatif');
  const recap = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Récapitulatif' }) });
  await expect(recap.getByText('Basic', { exact: true })).toBeVisible();
  await expect(recap.getByText('Rue de la Loi 16', { exact: true })).toBeVisible();
  await expect(recap.getByText('1000 Bruxelles', { exact: true })).toBeVisible();
  await expect(recap.getByText('BE0123456749', { exact: true })).toBeVisible();
  await expect(recap.getByText('Carte bancaire – Visa', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, '4-recap');
  await page.getByRole('button', { name: "S'abonner" }).click();
  // The shell's toast region is an alert too: the refusal is the one with the text.
  const alert = page.getByRole('alert').filter({ hasText: 'Votre carte a été refusée' });
  await expect(alert).toContainText('Votre carte a été refusée. Essayez une autre carte ou contactez votre banque.');
  await expectNoSeriousA11yViolations(page);
  await shot(page, '5-recap-declined');

  // Another card: the address and VAT number are still there.
  await alert.getByRole('link', { name: 'Changer de moyen de paiement' }).click();
  await expect(page).toHaveURL(/\/subscription\/payment$/);
  await page.getByLabel('Numéro de carte').fill(VALID_CARD);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByLabel(/Numéro de TVA/)).toHaveValue(VAT);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('button', { name: "S'abonner" }).click();

  await expect(page.getByText('Vous êtes désormais abonné\u202f!')).toBeVisible();
  await expect(page).toHaveURL(/\/office\/subscription$/);
  await expect(page.getByText('Basic', { exact: true })).toBeVisible();
  await expect(page.getByText('Actif', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Renouvellement le \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByText(/\/ 3 avocats$/)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Cabinet' }).getByRole('link', { name: 'Abonnement' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, '6-office-subscription');
});

test('the administrator unsubscribes after a confirmation and sees the end date', async ({ page }) => {
  await signIn(page);
  await page.goto('/office/subscription');
  await page.getByRole('button', { name: 'Se désabonner' }).click();
  const dialog = page.getByRole('dialog', { name: /^Se désabonner/ });
  await expect(dialog).toContainText(/garde l'accès jusqu'au \d{2}\/\d{2}\/\d{4}/);
  await expectNoSeriousA11yViolations(page);
  await shot(page, '7-unsubscribe-confirm');
  await dialog.getByRole('button', { name: 'Se désabonner' }).click();
  await expect(
    page.getByText(/^Votre abonnement prend fin le \d{2}\/\d{2}\/\d{4}\. Vous gardez l'accès jusqu'à cette date\.$/),
  ).toBeVisible();
  await expect(page.getByText('Se termine', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se désabonner' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/^Votre abonnement prend fin le/)).toBeVisible();
  await shot(page, '8-office-subscription-ending');
});

test("an invitation past Basic's 3 lawyers is refused with the limit", async ({ page }) => {
  await signIn(page);
  await page.goto('/office/lawyers');
  await page.getByRole('button', { name: 'Inviter un avocat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter un avocat' });
  // The server names the limit and the next plan (a 409 the invite dialog shows in its error toast).
  const refusal = page.getByText(/Votre formule Basic permet 3 avocats\. Passez à la formule Plus/);
  // Jan is alone: two invitations fit in Basic's 3 lawyers; the third (or the fourth lawyer) does not.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await dialog.getByLabel("Adresse e-mail de l'avocat").fill(`limite.${attempt}.${Date.now()}@autre-cabinet.test`);
    await dialog.getByRole('button', { name: 'Inviter', exact: true }).click();
    const sent = dialog.getByRole('heading', { name: 'Invitation envoyée' });
    await expect(sent.or(refusal.first())).toBeVisible();
    if (await refusal.first().isVisible()) break;
    await dialog.getByRole('button', { name: 'Inviter un autre avocat' }).click();
  }
  await expect(refusal.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, '9-invitation-refused');
});
