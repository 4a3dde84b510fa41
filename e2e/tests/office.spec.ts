import { expect, test, type Page } from '@playwright/test';
import { accounts } from '../support/accounts';
import { loginAs } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { firstLink, lastMailTo } from '../support/outbox';
import { chooseLanguage } from '../support/dropdown';

// One story on the demo firm, in order: the invited lawyer of the first test is the one the transfer and the
// deletion use. Everything this file changes in Cabinet Démo is put back (the administrator role, the lawyer
// list), so the suites that run after it see the seeded firm.
test.describe.configure({ mode: 'serial' });

const INVITEE_NAME = 'Inès Invitée';
const INVITEE_PASSWORD = 'invitation-office-2026';
const invitee = `ines.invitee.${Date.now()}@cabinet-demo.test`;

// A 1×1 PNG: the server checks pictures by content.
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function signOut(page: Page): Promise<void> {
  await page.context().clearCookies();
}

/** Chooses a language with the footer switch and waits until the server stored it. */
async function switchLanguage(page: Page, lang: 'fr' | 'en' | 'nl'): Promise<void> {
  const stored = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/language') && response.request().method() === 'POST',
  );
  await chooseLanguage(page, lang);
  expect((await stored).ok()).toBe(true);
}

/**
 * Signs in and makes sure the interface speaks French: signing in restores the account's stored language,
 * which another suite may have left in English or Dutch.
 */
async function signIn(page: Page, email: string, password?: string): Promise<void> {
  await loginAs(page, email, password);
  if ((await page.evaluate(() => document.documentElement.lang)) !== 'fr') await switchLanguage(page, 'fr');
}

async function openLawyerPanel(page: Page, name: string): Promise<void> {
  await page.goto('/office/lawyers');
  await page
    .getByRole('list', { name: 'Avocats du cabinet' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  await expect(page.getByRole('complementary', { name: 'Avocat' }).getByRole('heading', { name })).toBeVisible();
}

/**
 * The firm administrator hands the role to `name` from the lawyer panel: the choice is named a transfer and a
 * dialog says what the administrator loses; cancelling keeps everything, confirming transfers.
 */
async function transferAdminTo(page: Page, name: string): Promise<void> {
  await openLawyerPanel(page, name);
  const panel = page.getByRole('complementary', { name: 'Avocat' });
  const transfer = panel.getByRole('button', { name: "Transférer le rôle d'administrateur" });
  await expect(transfer).toBeDisabled();
  await expect(panel.getByRole('group', { name: 'Accès' })).toContainText('lui transfère votre rôle');
  await panel.getByRole('radio', { name: 'Administrateur' }).check();
  await expect(transfer).toBeEnabled();

  await transfer.click();
  const dialog = page.getByRole('dialog', { name: `Transférer le rôle d'administrateur à ${name}\u202f?` });
  await expect(dialog).toContainText("vous ne pourrez plus inviter ni supprimer d'avocats");
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('radio', { name: 'Administrateur' })).toBeEnabled();

  await transfer.click();
  await dialog.getByRole('button', { name: 'Transférer le rôle' }).click();
  await expect(page.getByText('Changement enregistré')).toBeVisible();
}

test('the administrator invites a lawyer, who registers from the mail, logs in and appears in the list', async ({
  page,
}) => {
  await signIn(page, accounts.firmAdmin);
  await page.goto('/office/lawyers');
  await expect(page.getByRole('heading', { level: 1, name: 'Avocats' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Claire Dubois.*Admin/ })).toBeVisible();

  await page.getByRole('button', { name: 'Inviter un avocat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter un avocat' });
  const invite = dialog.getByRole('button', { name: 'Inviter', exact: true });
  await dialog.getByLabel("Adresse e-mail de l'avocat").fill('pas-une-adresse');
  await expect(invite).toBeDisabled();
  await dialog.getByLabel("Adresse e-mail de l'avocat").fill(invitee);
  await expect(invite).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await invite.click();
  await expect(dialog.getByRole('heading', { name: 'Invitation envoyée' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Inviter un autre avocat' }).click();
  await expect(dialog.getByLabel("Adresse e-mail de l'avocat")).toHaveValue('');
  await page.keyboard.press('Escape');

  // The invitation mail carries the Register link with the address, the token and the firm.
  await expect.poll(() => lastMailTo(invitee), { message: 'the invitation reaches the outbox' }).toBeTruthy();
  const link = new URL(firstLink(lastMailTo(invitee)!));
  expect(link.pathname).toBe('/register');
  for (const name of ['email', 'token', 'client', 'name']) expect(link.searchParams.get(name)).toBeTruthy();
  expect(link.searchParams.get('email')).toBe(invitee);
  expect(link.searchParams.get('name')).toBe('Cabinet Démo');

  await signOut(page);
  await page.goto(link.pathname + link.search);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(invitee);
  await page.getByLabel('Nom', { exact: true }).fill(INVITEE_NAME);
  await page.getByLabel('Mot de passe', { exact: true }).fill(INVITEE_PASSWORD);
  await page.getByLabel(/confirmation/i).fill(INVITEE_PASSWORD);
  await page.getByRole('button', { name: /inscri|créer|valider/i }).click();
  await expect(page).toHaveURL(/\/legal-cases\/my-cases$/);

  await signOut(page);
  await signIn(page, invitee, INVITEE_PASSWORD);
  await expect(page).toHaveURL(/\/legal-cases/);

  await signOut(page);
  await signIn(page, accounts.firmAdmin);
  await page.goto('/office/lawyers');
  await expect(page.getByRole('button', { name: new RegExp(INVITEE_NAME) })).toBeVisible();

  // The search narrows the list from 3 characters.
  await page.getByRole('searchbox', { name: 'Rechercher un avocat' }).fill('Inès');
  await expect(page.getByRole('list', { name: 'Avocats du cabinet' }).getByRole('button')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Rechercher un avocat' }).fill('In');
  await expect(page.getByRole('list', { name: 'Avocats du cabinet' }).getByRole('button')).not.toHaveCount(1);
});

test('the administrator role is transferred, and given back', async ({ page }) => {
  await signIn(page, accounts.firmAdmin);
  await transferAdminTo(page, INVITEE_NAME);
  await expect(page.getByRole('button', { name: new RegExp(`${INVITEE_NAME}.*Admin`) })).toBeVisible();
  // Claire is an ordinary lawyer now: the administrator screens are gone for her.
  await expect(page.getByRole('complementary', { name: 'Avocat' }).getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Cabinet' }).getByRole('link', { name: 'Contrats' })).toHaveCount(
    0,
  );
  await page.goto('/office/policies');
  await expect(page).toHaveURL(/\/office\/informations$/);

  await signOut(page);
  await signIn(page, invitee, INVITEE_PASSWORD);
  await openLawyerPanel(page, INVITEE_NAME);
  // The administrator is never offered for deletion.
  await expect(page.getByText(/ne peut pas être supprimé/)).toBeVisible();
  await transferAdminTo(page, 'Claire Dubois');
  await expect(page.getByRole('button', { name: /Claire Dubois.*Admin/ })).toBeVisible();
});

test('the administrator deletes a lawyer after a confirmation', async ({ page }) => {
  await signIn(page, accounts.firmAdmin);
  await openLawyerPanel(page, INVITEE_NAME);
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('complementary', { name: 'Avocat' })
    .getByRole('button', { name: 'Supprimer le compte' })
    .click();
  const confirm = page.getByRole('dialog', { name: `Supprimer le compte de ${INVITEE_NAME} ?` });
  await confirm.getByRole('button', { name: 'Supprimer le compte' }).click();
  await expect(page.getByText('Le compte a été supprimé')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(INVITEE_NAME) })).toHaveCount(0);

  await signOut(page);
  await page.goto('/');
  await page.getByLabel('Email', { exact: true }).fill(invitee);
  await page.getByLabel('Mot de passe', { exact: true }).fill(INVITEE_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Email ou mot de passe erroné')).toBeVisible();
});

test('policies are written, saved and read back after a reload', async ({ page }) => {
  const terms = `Conditions du cabinet ${Date.now()}`;
  await signIn(page, accounts.firmAdmin);
  await page.goto('/office/policies');
  await expect(page.getByRole('heading', { level: 1, name: 'Contrats' })).toBeVisible();
  await expect(page.getByText(/Ne collez pas le titre du contrat/)).toBeVisible();
  await expect(page.getByText(/Retirez les tableaux/)).toBeVisible();

  const french = page.getByRole('tab', { name: 'Français' });
  if ((await french.count()) === 0) {
    await page.getByRole('button', { name: 'Ajouter une langue' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
  }
  await french.click();
  const editor = page.getByRole('textbox', { name: 'Conditions générales (Français)' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(terms);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Données enregistrées')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Français' }).click();
  await expect(page.getByRole('textbox', { name: 'Conditions générales (Français)' })).toContainText(terms);

  // Its public page, for the litigants' form.
  const publicLink = page.getByRole('link', { name: 'Voir la page publique des conditions générales (Français)' });
  const href = await publicLink.getAttribute('href');
  expect(href).toBeTruthy();
  await signOut(page);
  await page.goto(href!);
  await expect(page.getByText(terms)).toBeVisible();
});

test('the Lien button links the selected words, or inserts a link at the cursor, without saving the page', async ({
  page,
}) => {
  await signIn(page, accounts.firmAdmin);
  await page.goto('/office/policies');
  // The form is there (its tabs with it) before counting them: a count does not wait.
  await expect(page.getByRole('button', { name: 'Ajouter une langue' })).toBeVisible();
  const french = page.getByRole('tab', { name: 'Français' });
  if ((await french.count()) === 0) {
    await page.getByRole('button', { name: 'Ajouter une langue' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
  }
  await french.click();
  const editor = page.getByRole('textbox', { name: 'Conditions générales (Français)' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Voir le site du cabinet');
  await expect(editor).toHaveText('Voir le site du cabinet');
  // The last two words selected, then linked. The selection is set in the page, as a mouse drag would: a key
  // press sent while the editor still handles the typing may be lost.
  await editor.evaluate((element) => {
    const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const start = node.textContent?.indexOf('du cabinet') ?? -1;
      if (start < 0) continue;
      element.ownerDocument.getSelection()?.setBaseAndExtent(node, start, node, start + 'du cabinet'.length);
      return;
    }
  });
  await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe('du cabinet');
  // slate-react copies the page's selection into its own on `selectionchange`, throttled to 100 ms: the Lien
  // button reads the editor's, so it waits for that copy.
  await page.waitForTimeout(300);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/policies')) saves.push(request.url());
  });
  await page
    .getByRole('toolbar', { name: /Conditions générales/ })
    .getByRole('button', { name: 'Lien' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Insérer un lien' });
  await dialog.getByRole('textbox', { name: 'Adresse du lien' }).fill('www.cabinet-demo.be');
  await dialog.getByRole('button', { name: 'Insérer le lien' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor.getByRole('link', { name: 'du cabinet' })).toHaveAttribute('href', 'https://www.cabinet-demo.be');

  // A bare cursor at the end: the address itself becomes the link's text.
  await editor.press('End');
  await editor.pressSequentially(' ');
  await page.keyboard.press('ControlOrMeta+K');
  await dialog.getByRole('textbox', { name: 'Adresse du lien' }).fill('mailto:contact@cabinet-demo.be');
  await dialog.getByRole('button', { name: 'Insérer le lien' }).click();
  await expect(editor.getByRole('link', { name: 'contact@cabinet-demo.be' })).toHaveAttribute(
    'href',
    'mailto:contact@cabinet-demo.be',
  );
  await expect(page.getByText('Données enregistrées')).toHaveCount(0);
  expect(saves).toEqual([]);
});

test('a profile picture is uploaded and shown', async ({ page }) => {
  await signIn(page, accounts.lawyer);
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeDisabled();
  await expect(page.getByText(/24 heures ouvrables/)).toBeVisible();

  await page
    .getByLabel('Photo de profil')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  // The UI kit's zone refuses it in words under itself, in the page's language.
  await expect(page.getByText('notes.txt\u00a0: fichier non supporté')).toBeVisible();
  await expect(save).toBeDisabled();

  await page
    .getByLabel('Photo de profil')
    .setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(page.getByRole('img', { name: 'Aperçu de la nouvelle photo' })).toBeVisible();
  // The zone names the chosen file (the browser's own "Choose File" and "No file chosen" never show).
  await expect(
    page.getByRole('list', { name: 'Fichiers choisis' }).getByText('moi.png', { exact: true }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await save.click();
  await expect(page.getByText('Données enregistrées')).toBeVisible();

  await page.reload();
  // Without a new file there is no preview: the one picture of the page is the stored one.
  const stored = page.getByRole('main').locator('img').first();
  await expect(stored).toBeVisible();
  expect(await stored.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

test('categories are updated and the onboarding skills step is marked', async ({ page }) => {
  await signIn(page, accounts.freshLawyer);
  await page.goto('/account/categories/list');
  await page.getByRole('main').getByRole('link', { name: 'Choisir mes matières' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choisir mes matières' })).toBeVisible();
  // The update page leads back to the list without saving, then the list leads to it again.
  await page.getByRole('link', { name: 'Retour à mes matières' }).click();
  await expect(page).toHaveURL(/\/account\/categories\/list$/);
  await page.getByRole('main').getByRole('link', { name: 'Choisir mes matières' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choisir mes matières' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('checkbox', { name: 'Droit du travail' }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vos matières ont été mises à jour')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/categories\/list$/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Droit du travail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Droit du travail' })).toBeVisible();
  await expect(page.getByText("J'ai été licencié").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The onboarding's steps 2 and 3 wait for the skills step only: they are open now.
  await page.goto('/legal-cases/my-cases');
  await expect(page.getByRole('button', { name: 'Voir la documentation', disabled: true })).toHaveCount(0);
  const status = await page.request.get('/api/onboarding/status');
  expect((await status.json()).data.has_user_set_their_skills).toBe(true);
});

test('a lawyer cannot reach the administrator screens', async ({ page }) => {
  await signIn(page, accounts.lawyer);
  await page.goto('/office/policies');
  await expect(page).toHaveURL(/\/office\/informations$/);
  await expect(page.getByRole('textbox', { name: 'Nom du cabinet' })).toBeDisabled();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Cabinet' }).getByRole('link')).toHaveText([
    'Informations',
    'Avocats',
    'Applications',
  ]);

  await page.goto('/office/lawyers');
  await expect(page.getByRole('button', { name: 'Inviter un avocat' })).toHaveCount(0);
  await openLawyerPanel(page, 'Claire Dubois');
  const panel = page.getByRole('complementary', { name: 'Avocat' });
  await expect(panel.getByRole('radio')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Supprimer le compte' })).toHaveCount(0);

  await page.goto('/account/applications');
  await expect(page.getByRole('switch', { name: 'Kleos (Wolters Kluwer)' })).toBeDisabled();
});

test('every office and account screen passes axe, for the administrator', async ({ page }) => {
  await signIn(page, accounts.firmAdmin);
  const screens: [string, string][] = [
    ['/office/informations', 'Informations'],
    ['/office/lawyers', 'Avocats'],
    ['/office/policies', 'Contrats'],
    ['/office/access-log', "Journal d'accès"],
    ['/account/applications', 'Applications'],
    ['/account/profile', 'Profil'],
    ['/account/categories/list', 'Mes matières'],
    ['/account/categories/update', 'Choisir mes matières'],
  ];
  for (const [path, title] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test('the interface language is stored with the account and restored at the next sign-in', async ({ page }) => {
  await signIn(page, accounts.firmAdmin);
  await page.goto('/office/informations');
  await switchLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Information' })).toBeVisible();

  // A new visit of this browser starts in French (the login page), then the account's language wins.
  await signOut(page);
  await page.evaluate(() => window.localStorage.setItem('lexdesk.locale', 'fr'));
  await loginAs(page, accounts.firmAdmin);
  await page.goto('/office/informations');
  await expect(page.getByRole('heading', { level: 1, name: 'Information' })).toBeVisible();

  // Back to French, as the seed had it, for the suites that follow.
  await switchLanguage(page, 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Informations' })).toBeVisible();
});
