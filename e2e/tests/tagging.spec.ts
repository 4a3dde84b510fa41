import { expect, test, type Page } from '@playwright/test';
import { accounts } from '../support/accounts';
import { loginAs } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { selectInText } from '../support/textView';

// The tagging screen (issue 25) against the real API: a processed document of the demo library, labels made by
// selecting with the mouse, suggestions from the language-model stand-in (playwright.config.ts, LEXDESK_LLM_*),
// mf-library's metadata form in the edit popup.

const fr = (text: string) =>
  text
    .replace(/ ([;?!])/g, '\u202f$1')
    .replace(/ :/g, '\u00a0:')
    .replace(/« /g, '«\u00a0')
    .replace(/ »/g, '\u00a0»');

const textRegion = (page: Page) => page.getByRole('region', { name: /^Texte de / });
const labelsRegion = (page: Page) => page.getByRole('region', { name: /^Étiquettes/ });
const labelItem = (page: Page, name: string) =>
  labelsRegion(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${name}`) }) });

/** Four words of letters in a row somewhere in the text: passages to tag (two of them overlapping). */
async function fourWords(page: Page): Promise<[string, string, string, string]> {
  return textRegion(page).evaluate((region) => {
    const text = Array.from(region.querySelectorAll('[data-block-start]'), (block) => block.textContent ?? '').join('');
    const match = /(\p{L}{4,}) (\p{L}{4,}) (\p{L}{4,}) (\p{L}{4,})/u.exec(text);
    if (!match) throw new Error('no four words in a row in the text');
    return [match[1], match[2], match[3], match[4]] as [string, string, string, string];
  });
}

/** How many ranges the CSS Custom Highlight API paints in the labels' colours, and where labels overlap. */
async function paintedRanges(page: Page): Promise<{ labels: number; overlaps: number }> {
  return page.evaluate(() => {
    let labels = 0;
    let overlaps = 0;
    CSS.highlights.forEach((highlight, name) => {
      // A Highlight is a set of ranges; TypeScript's DOM types leave out its set members.
      const size = (highlight as unknown as ReadonlySet<AbstractRange>).size;
      if (/-c[0-9a-f]{6}-/i.test(name)) labels += size;
      if (name.endsWith('-overlap')) overlaps += size;
    });
    return { labels, overlaps };
  });
}

async function createLabel(page: Page, name: string) {
  const toolbox = page.getByRole('dialog', { name: /^Sélection/ });
  await expect(toolbox).toBeVisible();
  const newLabel = toolbox.getByRole('button', { name: 'Nouvelle étiquette' });
  if (await newLabel.isVisible()) await newLabel.click();
  await toolbox.getByRole('textbox', { name: 'Nom' }).fill(name);
  await toolbox.getByRole('button', { name: 'Créer et étiqueter' }).click();
  await expect(toolbox).toBeHidden();
}

test.beforeEach(async ({ request }) => {
  await request.post(`${process.env.E2E_OPENAI_URL}/__reset`);
});

test('the super administrator tags a processed document: labels, overlapping passages, undo and redo, save, suggestions, metadata', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, accounts.superAdmin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents traités' })).toBeVisible();
  await page.getByRole('table').getByRole('button').first().click();
  await page.getByRole('region', { name: 'Aperçu' }).getByRole('button', { name: 'Modifier' }).click();
  await expect(page).toHaveURL(/\/tagging\?token=/);
  await expect(textRegion(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fichier', exact: true })).toContainText('Référence');
  await expectNoSeriousA11yViolations(page);

  // Two labels: "Parties" on words 1-3, "Faits" on words 2-4 (overlapping it).
  const [one, two, three, four] = await fourWords(page);
  const before = await paintedRanges(page);
  await selectInText(page, textRegion(page), `${one} ${two} ${three}`);
  await expectNoSeriousA11yViolations(page);
  await createLabel(page, 'Parties');
  await selectInText(page, textRegion(page), `${two} ${three} ${four}`);
  await createLabel(page, 'Faits');
  await expect(labelItem(page, 'Parties')).toContainText('1 passage');
  await expect(labelItem(page, 'Faits')).toContainText('1 passage');
  const tagged = await paintedRanges(page);
  expect(tagged.overlaps).toBeGreaterThan(before.overlaps);
  await expect(page.getByText('Modifications non sauvegardées')).toBeVisible();

  // Undo removes "Faits" and its passage; redo brings it back.
  await textRegion(page).focus();
  await page.keyboard.press('Control+z');
  await expect(labelItem(page, 'Faits')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+Z');
  await expect(labelItem(page, 'Faits')).toContainText('1 passage');

  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByText(fr('Tags sauvegardés !'))).toBeVisible();
  await page.reload();
  await expect(textRegion(page)).toBeVisible();
  await expect(labelItem(page, 'Parties')).toContainText('1 passage');
  await expect(labelItem(page, 'Faits')).toContainText('1 passage');
  expect((await paintedRanges(page)).overlaps).toBe(tagged.overlaps);

  // Suggestions from the language model (the stand-in): Regenerate, then accept them.
  await page.getByRole('button', { name: 'Régénérer' }).click();
  const suggestions = page.getByRole('region', { name: 'Tags suggérés' });
  await expect(suggestions).toContainText('Proposés par le modèle de langue lexdesk-e2e-model.', { timeout: 30_000 });
  await suggestions.getByRole('button', { name: fr('Accepter « Première phrase »') }).click();
  await expect(labelItem(page, 'Première phrase')).toContainText('1 passage');
  if (await suggestions.getByRole('button', { name: 'Tout accepter' }).isVisible()) {
    await suggestions.getByRole('button', { name: 'Tout accepter' }).click();
  }
  await expect(suggestions).toContainText('Aucune suggestion en attente.');
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByText(fr('Tags sauvegardés !'))).toBeVisible();

  // The metadata in mf-library's form, in the popup.
  await page.getByRole('button', { name: 'Modifier les métadonnées' }).click();
  const popup = page.getByRole('dialog', { name: 'Métadonnées du document' });
  await popup.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(fr('Métadonnées sauvegardées !'))).toBeVisible();
  await expect(popup).toBeHidden();
  await expectNoSeriousA11yViolations(page);
});

test('leaving with unsaved labels asks first', async ({ page }) => {
  await loginAs(page, accounts.superAdmin);
  await page.goto('/admin');
  await page.getByRole('table').getByRole('button').first().click();
  await page.getByRole('region', { name: 'Aperçu' }).getByRole('button', { name: 'Modifier' }).click();
  await expect(textRegion(page)).toBeVisible();
  const [one, two] = await fourWords(page);
  await selectInText(page, textRegion(page), `${one} ${two}`);
  await createLabel(page, 'Brouillon');

  await page.getByRole('link', { name: 'Retour' }).click();
  const question = page.getByRole('dialog', { name: fr('Quitter sans sauvegarder ?') });
  await question.getByRole('button', { name: 'Rester' }).click();
  await expect(page).toHaveURL(/\/tagging\?token=/);
  await page.getByRole('link', { name: 'Retour' }).click();
  await question.getByRole('button', { name: 'Quitter' }).click();
  await expect(page).toHaveURL(/\/admin/);
});
