import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts } from '../support/accounts';
import { loginAs } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { selectInText } from '../support/textView';

// The anonymisation review (issue 26) against the real API: a public judgment of the demo library whose text names
// a party, his address and his e-mail address beside the company's (api/src/seed/library/consumer.ts). The super
// administrator runs detection, rejects a wrong proposal (the company's address is no person's), adds the party's
// name if detection missed it, validates and marks the document anonymous; a lawyer of another firm then finds
// the judgment by the party's name no more, and reads the pseudonyms in its text.

const JUDGMENT = 'J.P. Uccle 5 mars 2024 — vente en ligne et droit de rétractation.pdf';
const PARTY = 'Arnaud VAN DER STRAETEN';
const PARTY_MAIL = 'arnaud.vds@skynet.be';
const COMPANY_MAIL = 'info@confort-design.be';

const fr = (text: string) =>
  text
    .replace(/ ([;?!])/g, '\u202f$1')
    .replace(/ :/g, '\u00a0:')
    .replace(/« /g, '«\u00a0')
    .replace(/ »/g, '\u00a0»');

const originalText = (page: Page) => page.getByRole('region', { name: `Texte original de ${JUDGMENT}` });
const anonymisedText = (page: Page) => page.getByRole('region', { name: `Texte anonymisé de ${JUDGMENT}` });
const entities = (page: Page) => page.getByRole('region', { name: 'Entités' });
const occurrence = (page: Page, content: string) =>
  entities(page).getByRole('button', { name: new RegExp(`^${content.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) });

/** The judgment's text as the text view holds it (its blocks, whether painted or not). */
async function textOf(region: Locator): Promise<string> {
  return region.evaluate((element) =>
    Array.from(element.querySelectorAll('[data-block-start]'), (block) => block.textContent ?? '').join(''),
  );
}

/** Searches the library from the left sidebar of Juridical documents, as a lawyer does. */
async function searchLibrary(page: Page, terms: string): Promise<void> {
  await page.goto('/juridical-documents');
  const search = page.getByRole('search', { name: 'Recherche' });
  await search.getByRole('searchbox', { name: 'Rechercher' }).fill(terms);
  await search.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/q=/);
}

test('the super administrator reviews the persons of a judgment; a lawyer of another firm then finds them nowhere', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const otherFirm = await browser.newContext();
  const lawyer = await otherFirm.newPage();
  await loginAs(lawyer, accounts.otherFirmLawyer);
  // Before: the party's name finds the public judgment.
  await searchLibrary(lawyer, 'STRAETEN');
  await expect(lawyer.getByRole('button', { name: JUDGMENT })).toBeVisible({ timeout: 15_000 });

  // The super administrator: the judgment from the search, its tagging screen, "Anonymiser".
  await loginAs(page, accounts.superAdmin);
  await page.goto('/search');
  const form = page.getByRole('search', { name: 'Recherche' });
  await form.getByRole('searchbox', { name: 'Rechercher' }).fill('STRAETEN');
  await form.getByRole('button', { name: 'Rechercher' }).click();
  await page.getByRole('button', { name: JUDGMENT }).click();
  await page.getByRole('region', { name: 'Aperçu' }).getByRole('button', { name: 'Modifier' }).click();
  await expect(page).toHaveURL(/\/tagging\?token=/);
  const token = new URL(page.url()).searchParams.get('token') ?? '';
  await page.getByRole('region', { name: 'Fichier' }).getByRole('link', { name: 'Anonymiser' }).click();
  await expect(page).toHaveURL(/\/anonymisation\?token=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Anonymisation');
  await expect(page.getByText('Non détectée')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Detection: a job; the page asks again every 2 seconds until the proposals are in.
  await page.getByRole('button', { name: 'Détecter les personnes' }).click();
  await expect(entities(page)).toBeVisible({ timeout: 30_000 });
  await expect(occurrence(page, PARTY_MAIL)).toBeVisible();
  await expect(occurrence(page, COMPANY_MAIL)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The company's address is no person's: rejected, struck through.
  await entities(page)
    .getByRole('button', { name: fr(`Rejeter « ${COMPANY_MAIL} » (1 sur 1)`) })
    .click();
  await expect(occurrence(page, COMPANY_MAIL)).toContainText('Rejeté');

  // The keyboard: J to the first entity, the focus on it in the list.
  await originalText(page).focus();
  await page.keyboard.press('j');
  await expect(entities(page).locator('[aria-current="true"]')).toBeFocused();

  // The party's name: added by selecting it when detection missed it (the first cut finds e-mail addresses only).
  if ((await occurrence(page, PARTY).count()) === 0) {
    await selectInText(page, originalText(page), PARTY);
    const toolbox = page.getByRole('dialog', { name: fr(`Ajouter « ${PARTY} »`) });
    await expect(toolbox).toBeVisible();
    await expect(toolbox.getByRole('combobox', { name: 'Catégorie' })).toHaveValue('person');
    await expectNoSeriousA11yViolations(page);
    await toolbox.getByRole('button', { name: 'Ajouter' }).click();
    await expect(toolbox).toBeHidden();
    await expect(occurrence(page, PARTY)).toBeVisible();
  }
  const acceptAll = entities(page).getByRole('button', { name: 'Tout accepter' });
  if (await acceptAll.isEnabled()) await acceptAll.click();
  await expect(page.getByRole('status').filter({ hasText: 'toutes décidées' })).toBeVisible();

  // The anonymised text, computed in the browser, beside the original.
  await page.getByRole('radio', { name: "L'un à côté de l'autre" }).check();
  await expect(originalText(page)).toBeVisible();
  await expect(anonymisedText(page)).toBeVisible();
  const anonymised = await textOf(anonymisedText(page));
  expect(anonymised).not.toContain('STRAETEN');
  expect(anonymised).not.toContain(PARTY_MAIL);
  expect(anonymised).toContain(COMPANY_MAIL);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: "Valider l'anonymisation" }).click();
  await expect(page.getByText(fr('Anonymisation validée !'))).toBeVisible();
  await expect(page.getByText('Validée', { exact: true })).toBeVisible();

  // The document is marked anonymous (possible now that its anonymisation is validated).
  await page.getByRole('link', { name: "Ouvrir l'étiquetage" }).click();
  await page.getByRole('button', { name: 'Modifier les métadonnées' }).click();
  const popup = page.getByRole('dialog', { name: 'Métadonnées du document' });
  await popup.getByRole('group', { name: 'Anonymisé' }).getByRole('radio', { name: 'Oui' }).check();
  await popup.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(fr('Métadonnées sauvegardées !'))).toBeVisible();

  // The other firm's lawyer: the party's name finds nothing; the judgment's text carries the pseudonyms.
  await expect(async () => {
    await searchLibrary(lawyer, 'STRAETEN');
    await expect(lawyer.getByText('Aucun document ne correspond à votre recherche')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(lawyer.getByRole('button', { name: JUDGMENT })).toHaveCount(0);
  const read = await lawyer.request.get(`/api/documents/as-raw-text/${encodeURIComponent(token)}`);
  expect(read.status()).toBe(200);
  const { data } = (await read.json()) as { data: { text: string } };
  expect(data.text).not.toContain('STRAETEN');
  expect(data.text).not.toContain(PARTY_MAIL);
  expect(data.text).toMatch(/\bA\./);
  // Opening it: the preview of the anonymised version.
  await searchLibrary(lawyer, 'rétractation canapé');
  await lawyer.getByRole('button', { name: JUDGMENT }).click();
  await expect(lawyer.getByRole('region', { name: 'Aperçu' })).toBeVisible();
  await expectNoSeriousA11yViolations(lawyer);
  await otherFirm.close();
});
