import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { accounts } from '../support/accounts';
import { loginAs } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';

// The metadata form in the upload popup (issue 24). arret-cassation.pdf is a one-page PDF written with
// api/src/lib/pdf.ts (`pdfDocument`): the opening and the end of a Cour de cassation judgment (C.19.0123.F of
// 15 January 2020, first chamber, ECLI:BE:CASS:2020:ARR.20200115.1F.4), in Helvetica 11.
const FIXTURES = join(__dirname, '..', 'fixtures', 'library');
const fixture = (name: string) => join(FIXTURES, name);

async function openUploadPopup(page: Page, button: string) {
  await page.getByRole('region', { name: "Zone d'ajout de documents" }).getByRole('button', { name: button }).click();
  return page.getByRole('dialog', { name: button });
}

/** Picks an option of one of the form's selects (the page's language select has options too). */
async function choose(dialog: ReturnType<Page['getByRole']>, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label, exact: true }).click();
  await dialog.getByRole('listbox', { name: label, exact: true }).getByRole('option', { name: option }).click();
}

/** A state-changing call as the app makes it: with the XSRF token of the session's cookie. */
async function xsrfHeaders(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'XSRF-TOKEN');
  return cookie ? { 'X-XSRF-TOKEN': decodeURIComponent(cookie.value) } : {};
}

test('the super administrator uploads a Cour de cassation judgment, takes the values read from it, completes the form and finds it with its reference', async ({
  page,
}) => {
  // The worker reads the PDF beside the test on a shared machine.
  test.setTimeout(120_000);
  await loginAs(page, accounts.superAdmin);
  await page.goto('/admin');
  const dialog = await openUploadPopup(page, 'Ajouter un document');
  await expect(dialog.getByRole('radio', { name: 'Public' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'LexDesk' })).toBeChecked();
  await expect(dialog.getByRole('combobox', { name: 'Avocat source' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // The file goes as soon as it is chosen; its text is read while the form is open.
  const uploaded = page.waitForResponse((answer) => answer.url().includes('/api/documents/upload-file'));
  await dialog.getByLabel('Fichier', { exact: true }).setInputFiles(fixture('arret-cassation.pdf'));
  const token = ((await (await uploaded).json()) as { data: { token: string } }).data.token;
  await expect(dialog.getByLabel('Nom du document')).toHaveValue('arret-cassation.pdf');

  const panel = dialog.getByRole('region', { name: 'Valeurs lues dans le texte' });
  await expect(panel.getByRole('button', { name: 'Tout accepter' })).toBeVisible({ timeout: 60_000 });
  // Each value with the words of the text it comes from; nothing filled until accepted.
  const court = panel.getByRole('listitem').filter({ hasText: /^Juridiction\s*:\s*Cour de cassation/ });
  await expect(court).toContainText('Cour de cassation de Belgique');
  await expect(dialog.getByRole('combobox', { name: 'Type de document' })).toHaveValue('');
  await expectNoSeriousA11yViolations(page);

  await panel.getByRole('button', { name: 'Accepter Type de document\u00a0: Jurisprudence' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Type de document' })).toHaveValue('Jurisprudence');
  await panel.getByRole('button', { name: 'Tout accepter' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Juridiction', exact: true })).toHaveValue('Cour de cassation');
  await expect(dialog.getByLabel('Date de la décision')).toHaveValue('15/01/2020');
  await expect(dialog.getByRole('textbox', { name: 'ECLI' })).toHaveValue('ECLI:BE:CASS:2020:ARR.20200115.1F.4');

  // The reference follows every change.
  const reference = dialog.getByRole('region', { name: 'Référence' });
  await expect(reference).toContainText(
    'Cass. (1re ch.), 15 janvier 2020, R.G. n° C.19.0123.F, ECLI:BE:CASS:2020:ARR.20200115.1F.4.',
  );
  await choose(dialog, 'Langue', 'Français');
  await dialog.getByLabel('Revue ou recueil').fill('Pas.');
  await expect(reference).toContainText('ECLI:BE:CASS:2020:ARR.20200115.1F.4, Pas.');
  await dialog.getByLabel('Année', { exact: true }).fill('2020');
  await dialog.getByLabel('Numéro dans le recueil').fill('45');
  const cited =
    'Cass. (1re ch.), 15 janvier 2020, R.G. n° C.19.0123.F, ECLI:BE:CASS:2020:ARR.20200115.1F.4, Pas., 2020, n° 45.';
  await expect(reference).toContainText(cited);
  // In the Dutch guide when the document is in Dutch.
  await choose(dialog, 'Langue', 'Néerlandais');
  await expect(reference).toContainText('Cass. (1e k.) 15 januari 2020, AR C.19.0123.F');
  await choose(dialog, 'Langue', 'Français');
  await dialog.getByRole('group', { name: 'Anonymisé' }).getByRole('radio', { name: 'Non' }).check();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Le document a bien été uploadé')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Read, not tagged yet: on Process, with its reference under its name.
  await page.goto('/process');
  await expect(page.getByRole('rowheader', { name: new RegExp(`arret-cassation\\.pdf ${escape(cited)}`) })).toBeVisible(
    {
      timeout: 30_000,
    },
  );

  // The tagging screen's Save marks it processed (the same call, with its labels): then Admin lists it.
  const saved = await page.request.post('/api/documents/update-labelling', {
    data: { token, categorization: [], processed: true },
    headers: await xsrfHeaders(page),
  });
  expect(saved.status()).toBe(200);
  await page.goto('/admin');
  const row = page.getByRole('row', { name: /arret-cassation\.pdf/ });
  await expect(row).toContainText(cited);
  await expect(row).toContainText('Public');
  await expectNoSeriousA11yViolations(page);
});

test('a lawyer’s form is forced to private, with the lawyer as source; the reference goes with the upload', async ({
  page,
}) => {
  await loginAs(page, accounts.lawyer);
  await page.goto('/my-documents');
  const dialog = await openUploadPopup(page, 'Ajouter des documents');
  await dialog.getByLabel('Fichiers', { exact: true }).setInputFiles(fixture('bail-commercial.pdf'));

  const source = dialog.getByRole('group', { name: 'Source', exact: true });
  await expect(source.getByRole('radio', { name: 'Avocat' })).toBeChecked();
  await expect(source.getByRole('radio', { name: 'LexDesk' })).toBeDisabled();
  const visibility = dialog.getByRole('group', { name: 'Confidentialité' });
  await expect(visibility.getByRole('radio', { name: 'Privé' })).toBeChecked();
  await expect(visibility.getByRole('radio', { name: 'Public' })).toBeDisabled();
  await expect(dialog.getByText('Marc Lambert (vous)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await choose(dialog, 'Type de document', 'Contrat');
  await choose(dialog, 'Langue', 'Français');
  await dialog.getByLabel('Prénom').fill('Marc');
  await dialog.getByLabel('Nom', { exact: true }).fill('Lambert');
  await dialog.getByLabel('Date de rédaction').fill('02/03/2026');
  const cited = 'Contrat, M. LAMBERT, 2 mars 2026.';
  await expect(dialog.getByRole('region', { name: 'Référence' })).toContainText(cited);
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Le document a bien été uploadé')).toBeVisible();
  const row = page.getByRole('row', { name: /bail-commercial\.pdf/ }).first();
  await expect(row).toContainText(cited);
  await expect(row).toContainText('Privé');

  // Several files: only the type, country, language and law cases, for each of them.
  const several = await openUploadPopup(page, 'Ajouter des documents');
  await several
    .getByLabel('Fichiers', { exact: true })
    .setInputFiles([fixture('conclusions.pdf'), fixture('note-de-frais.pdf')]);
  await expect(several.getByText(/s'appliquent à chaque fichier/)).toBeVisible();
  await expect(several.getByRole('group', { name: 'Source et confidentialité' })).toHaveCount(0);
  await expect(several.getByRole('combobox', { name: "Types d'affaires" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

/** A text as a regular expression matching it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
