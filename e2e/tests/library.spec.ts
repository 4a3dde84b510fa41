import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accounts } from '../support/accounts';
import { loginAs } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';

const FIXTURES = join(__dirname, '..', 'fixtures', 'library');
const fixture = (name: string) => join(FIXTURES, name);
// The demo firm's lawyer has this opened case (api/src/seed/demo.ts).
const OPENED_CASE_LITIGANT = 'Nathalie Lemaire';

async function openUploadPopup(page: Page, button: string) {
  const zone = page.getByRole('region', { name: "Zone d'ajout de documents" });
  await zone.getByRole('button', { name: button }).click();
  // "Ajouter un document" for the super administrator, "Ajouter des documents" for a lawyer.
  return page.getByRole('dialog', { name: button });
}

test('the super administrator uploads a PDF; it is processed to "À traiter" on Process by itself', async ({ page }) => {
  // Text extraction runs beside the test on a shared machine.
  test.setTimeout(90_000);
  await loginAs(page, accounts.superAdmin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents traités' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const dialog = await openUploadPopup(page, 'Ajouter un document');
  await expect(dialog.getByRole('button', { name: 'Continuer' })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: 'Public' })).toBeChecked();
  await dialog.getByLabel('Fichier', { exact: true }).setInputFiles(fixture('bail-commercial.pdf'));
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Le document a bien été uploadé')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/process');
  const row = page.getByRole('row', { name: /bail-commercial\.pdf/ }).first();
  // Pending at first, then success once its text is extracted: the list asks again by itself.
  await expect(row.getByText('À traiter')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);

  // The Search screen finds it by a word only its text holds.
  await page.goto('/search');
  const form = page.getByRole('search', { name: 'Recherche' });
  await form.getByRole('searchbox', { name: 'Rechercher' }).fill('zephyrbail');
  await expect(async () => {
    await form.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByRole('button', { name: 'bail-commercial.pdf' }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('zephyrbail', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/faileds');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents en échec' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a lawyer uploads several private documents at once, each with its progress', async ({ page }) => {
  await loginAs(page, accounts.lawyer);
  await page.goto('/my-documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes documents' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Each upload waits a moment at the server's door, so that its progress bar can be seen.
  await page.route('**/api/documents/upload-file**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const dialog = await openUploadPopup(page, 'Ajouter des documents');
  await dialog
    .getByLabel('Fichiers', { exact: true })
    .setInputFiles([fixture('note-de-frais.pdf'), fixture('conclusions.pdf')]);
  // Several files: what applies to each, their documents private (issue 24's metadata form, multiple mode).
  await expect(dialog.getByText(/Vos documents restent privés/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(dialog.getByRole('progressbar', { name: /note-de-frais\.pdf/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continuer' })).toBeDisabled();
  await expect(page.getByText('2 documents uploadés')).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/api/documents/upload-file**');
  await expectNoSeriousA11yViolations(page);

  for (const name of ['note-de-frais.pdf', 'conclusions.pdf']) {
    await expect(page.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) })).toContainText('Privé');
  }

  await page.getByRole('link', { name: 'Documents juridiques' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents juridiques' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The provider's demo documents are found with their citation under their name.
  const search = page.getByRole('search', { name: 'Recherche' });
  await search.getByRole('searchbox', { name: 'Rechercher' }).fill('motif grave');
  await search.getByRole('button', { name: 'Rechercher' }).click();
  const citation = 'Cass. (3e ch.), 13 mars 2023, R.G. n° S.22.0041.F, ECLI:BE:CASS:2023:ARR.20230313.3F.5.';
  await expect(page.getByRole('row', { name: /Cass\. 13 mars 2023/ })).toContainText(citation);
  // Its preview gives the citation to copy into a brief.
  await page.getByRole('button', { name: /^Cass\. 13 mars 2023/ }).click();
  const preview = page.getByRole('region', { name: 'Aperçu' });
  await expect(preview.getByRole('figure', { name: 'Référence' })).toContainText(citation);
  await expect(preview.getByRole('button', { name: 'Copier la référence' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a document is previewed, downloaded as sent and added to an opened case, then listed in its tab', async ({
  page,
}) => {
  await loginAs(page, accounts.lawyer);
  await page.goto('/my-documents');

  // The search sidebar finds it by a word only its text holds (once its text is extracted and indexed).
  const search = page.getByRole('search', { name: 'Recherche' });
  await search.getByRole('searchbox', { name: 'Rechercher' }).fill('quetzalnote');
  await expect(async () => {
    await search.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByText('quetzalnote', { exact: true }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/q=quetzalnote/);
  await expect(page.getByRole('button', { name: 'conclusions.pdf' })).toHaveCount(0);

  // pdf.js runs in a real worker, served from the app's own origin (the CSP allows nothing else).
  const workerStarted = page.waitForEvent('worker');
  await page.getByRole('button', { name: 'note-de-frais.pdf' }).first().click();
  const worker = await workerStarted;
  expect(new URL(worker.url()).origin).toBe(new URL(page.url()).origin);

  const preview = page.getByRole('region', { name: 'Aperçu' });
  const frame = preview.getByRole('document', { name: 'Document note-de-frais.pdf' });
  await expect(frame).toBeVisible();
  await expect(frame.locator('canvas')).toBeVisible();
  expect(await frame.evaluate((element) => element.getBoundingClientRect().height)).toBe(407);
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Télécharger' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('note-de-frais.pdf');
  const saved = await download.path();
  expect(readFileSync(saved).equals(readFileSync(fixture('note-de-frais.pdf')))).toBe(true);

  await preview.getByRole('combobox', { name: 'Affaire' }).click();
  await page.getByRole('option', { name: new RegExp(OPENED_CASE_LITIGANT) }).click();
  await preview.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText("Le document a bien été ajouté à l'affaire")).toBeVisible();

  await page.goto('/legal-cases/my-cases');
  await page.getByRole('link', { name: OPENED_CASE_LITIGANT }).click();
  await page
    .getByRole('navigation', { name: "Sections de l'affaire" })
    .getByRole('link', { name: 'Documents du cabinet' })
    .click();
  await expect(page).toHaveURL(/\/office-documents$/);
  await expect(page.getByRole('button', { name: 'note-de-frais.pdf', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Taken out of the case again (issue 22), after a confirmation saying it stays in the library.
  await page.getByRole('button', { name: "Retirer note-de-frais.pdf de l'affaire" }).click();
  const confirm = page.getByRole('dialog', { name: /Retirer ce document de l'affaire/ });
  await expect(confirm).toContainText('Il reste dans la bibliothèque.');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Retirer', exact: true }).click();
  await expect(page.getByText("Le document a été retiré de l'affaire")).toBeVisible();
  await expect(page.getByRole('button', { name: 'note-de-frais.pdf', exact: true })).toHaveCount(0);
  await page.goto('/my-documents');
  await expect(page.getByRole('button', { name: 'note-de-frais.pdf', exact: true })).toBeVisible();
});

test('the super administrator uploads a DOCX and an image whose only text is in its pixels: both are found by their own word; a corrupted PDF lands in Faileds with its reason', async ({
  page,
}) => {
  // Text recognition (OCR) of the image runs beside the test on a shared machine.
  test.setTimeout(120_000);
  await loginAs(page, accounts.superAdmin);
  await page.goto('/admin');
  for (const name of ['note-de-plaidoirie.docx', 'ordonnance-scannee.png', 'releve-corrompu.pdf']) {
    const dialog = await openUploadPopup(page, 'Ajouter un document');
    await dialog.getByLabel('Fichier', { exact: true }).setInputFiles(fixture(name));
    await dialog.getByRole('button', { name: 'Continuer' }).click();
    await expect(dialog).toBeHidden();
  }

  // Both processed to success by themselves (the image by OCR); the Search screen asks once per query.
  await page.goto('/process');
  for (const name of [/note-de-plaidoirie\.docx/, /ordonnance-scannee\.png/]) {
    await expect(page.getByRole('row', { name }).first().getByText('À traiter')).toBeVisible({ timeout: 60_000 });
  }

  // Each found by the Search screen by a word only it holds: the DOCX's text, the image's pixels.
  await page.goto('/search');
  const form = page.getByRole('search', { name: 'Recherche' });
  for (const [word, name] of [
    ['narvalmemo', 'note-de-plaidoirie.docx'],
    ['quokkascan', 'ordonnance-scannee.png'],
  ] as const) {
    await form.getByRole('searchbox', { name: 'Rechercher' }).fill(word);
    await expect(async () => {
      await form.getByRole('button', { name: 'Rechercher' }).click();
      await expect(page.getByRole('button', { name }).first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    const other = name.endsWith('.png') ? 'note-de-plaidoirie.docx' : 'ordonnance-scannee.png';
    await expect(page.getByRole('button', { name: other })).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);

  await page.goto('/faileds');
  const failed = page.getByRole('row', { name: /releve-corrompu\.pdf/ }).first();
  await expect(async () => {
    await page.reload();
    await expect(failed).toContainText('Le fichier est illisible ou endommagé.', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: /ordonnance-scannee\.png/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("another firm's lawyer does not find a lawyer's private document", async ({ page }) => {
  await loginAs(page, accounts.otherFirmLawyer);
  for (const screen of ['/my-documents', '/juridical-documents']) {
    await page.goto(screen);
    const search = page.getByRole('search', { name: 'Recherche' });
    // The demo firm's lawyer's private note-de-frais.pdf holds this word (uploaded above).
    await search.getByRole('searchbox', { name: 'Rechercher' }).fill('quetzalnote');
    await search.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByText('Aucun document ne correspond à votre recherche')).toBeVisible();
    await expect(page.getByRole('button', { name: 'note-de-frais.pdf' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
});
