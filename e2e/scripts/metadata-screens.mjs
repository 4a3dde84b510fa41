// Screenshots of the upload popup and its metadata form, for a person to look at (not a test; CI never runs it).
//
//   PORT=8301 LEXDESK_DATA_DIR=$(mktemp -d) LEXDESK_LOGIN_RATE_LIMIT=1000 npm start
//   node e2e/scripts/metadata-screens.mjs --base http://127.0.0.1:8301 --out /tmp/metadata-screens
//
// Saves <out>/<size>/<NN>-<name>.png at 1440×900 and 390×844: the super administrator's popup before and after
// choosing a Cour de cassation judgment (e2e/fixtures/library/arret-cassation.pdf), its values read from the text,
// the form once they are accepted, its reference; a lawyer's popup with one file and with two. Against an API that
// does not answer the metadata calls yet (GET /documents/{token}/metadata-suggestions), `--stub-suggestions` answers
// them from the document's own text, so that the panel can be looked at.
/* global document -- the functions given to page.evaluate run in the browser */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: `http://127.0.0.1:${process.env.E2E_PORT ?? 8080}` },
    out: { type: 'string', default: 'metadata-screens' },
    'stub-suggestions': { type: 'boolean', default: false },
  },
});
const BASE = values.base.replace(/\/$/, '');
const OUT = resolve(values.out);
const FIXTURES = resolve(import.meta.dirname, '..', 'fixtures', 'library');
const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

/** What the recogniser reads in arret-cassation.pdf (api/src/recognition), by the words it reads it from. */
const READ_FROM_TEXT = [
  ['type', 'jurisprudence', 'Cour de cassation de Belgique'],
  ['country', 'be', 'Cour de cassation de Belgique'],
  ['jurisdictionType', 'cass', 'Cour de cassation de Belgique'],
  ['jurisdictionName', 'cass', 'Cour de cassation de Belgique'],
  ['pronouncedDate', '2020-01-15', 'quinze janvier deux mille vingt'],
  ['roomNumber', '1F', 'première chambre'],
  ['roleNumber', 'C.19.0123.F', 'C.19.0123.F'],
  ['ecli', 'ECLI:BE:CASS:2020:ARR.20200115.1F.4', 'ECLI:BE:CASS:2020:ARR.20200115.1F.4'],
];

async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

async function signIn(page, email) {
  await page.context().clearCookies();
  await page.goto(`${BASE}/`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('lexdesk-demo');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname !== '/');
  await settle(page);
}

/** Picks an option of one of the form's selects (the page has a native language select with options too). */
async function choose(dialog, label, option) {
  await dialog.getByRole('combobox', { name: label }).click();
  await dialog.getByRole('listbox', { name: label }).getByRole('option', { name: option }).click();
}

async function run(size) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage({ viewport: SIZES[size], locale: 'fr-BE' });
  const folder = join(OUT, size);
  mkdirSync(folder, { recursive: true });
  let counter = 0;
  const shoot = async (name, { scrollTo } = {}) => {
    await settle(page);
    if (scrollTo) await scrollTo.scrollIntoViewIfNeeded();
    counter += 1;
    const file = join(folder, `${String(counter).padStart(2, '0')}-${name}.png`);
    await page.screenshot({ path: file });
    console.log(file);
  };

  if (values['stub-suggestions']) {
    await page.route('**/api/documents/*/metadata-suggestions**', async (route) => {
      const token = new URL(route.request().url()).pathname.split('/')[3];
      const answer = await page.request.get(`${BASE}/api/documents/as-raw-text/${token}?lang=fr`);
      const text = (await answer.json()).data.text ?? '';
      const suggestions = READ_FROM_TEXT.filter(([, , words]) => text.includes(words)).map(([field, value, words]) => ({
        field,
        value,
        start_index: text.indexOf(words),
        end_index: text.indexOf(words) + words.length,
      }));
      await route.fulfill({ json: { status: 'success', data: suggestions } });
    });
  }

  await signIn(page, 'admin@lexdesk.test');
  await page.goto(`${BASE}/admin`);
  await settle(page);
  await page
    .getByRole('region', { name: "Zone d'ajout de documents" })
    .getByRole('button', { name: 'Ajouter un document' })
    .click();
  const dialog = page.getByRole('dialog');
  await shoot('admin-popup');
  await dialog.getByLabel('Fichier', { exact: true }).setInputFiles(join(FIXTURES, 'arret-cassation.pdf'));
  const panel = dialog.getByRole('region', { name: 'Valeurs lues dans le texte' });
  await panel
    .getByRole('button', { name: /Tout accepter/ })
    .or(panel.getByText(/n'ont pas pu être lues/))
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => undefined);
  await shoot('admin-values-read', { scrollTo: panel });
  const acceptAll = panel.getByRole('button', { name: 'Tout accepter' });
  if (await acceptAll.isVisible()) {
    await panel.getByRole('listitem').nth(4).hover();
    await shoot('admin-value-highlighted', { scrollTo: panel.getByRole('listitem').nth(4) });
    await acceptAll.click();
  }
  await choose(dialog, 'Langue', 'Français');
  await dialog.getByLabel('Numéro dans le recueil').fill('45');
  await dialog.getByLabel('Revue ou recueil').fill('Pas.');
  await dialog.getByLabel('Année').fill('2020');
  await shoot('admin-judgment', { scrollTo: dialog.getByRole('combobox', { name: 'Juridiction', exact: true }) });
  await shoot('admin-reference', { scrollTo: dialog.getByRole('region', { name: 'Référence' }) });
  await dialog.getByRole('textbox', { name: 'ECLI' }).fill('ECLI:BE:GHCC:2020');
  await dialog.getByLabel('Numéro de rôle').focus();
  await shoot('admin-ecli-error', { scrollTo: dialog.getByRole('textbox', { name: 'ECLI' }) });
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  await signIn(page, 'avocat@cabinet-demo.test');
  await page.goto(`${BASE}/my-documents`);
  await settle(page);
  await page
    .getByRole('region', { name: "Zone d'ajout de documents" })
    .getByRole('button', { name: 'Ajouter des documents' })
    .click();
  await dialog.getByLabel('Fichiers', { exact: true }).setInputFiles(join(FIXTURES, 'bail-commercial.pdf'));
  await choose(dialog, 'Type de document', 'Contrat');
  await dialog.getByLabel('Prénom').fill('Louise');
  await dialog.getByLabel('Nom', { exact: true }).fill('Martin');
  await shoot('lawyer-one-file', { scrollTo: dialog.getByRole('group', { name: 'Auteurs', exact: true }) });
  await shoot('lawyer-source', { scrollTo: dialog.getByRole('group', { name: 'Source et confidentialité' }) });
  await dialog
    .getByLabel('Fichiers', { exact: true })
    .setInputFiles([join(FIXTURES, 'conclusions.pdf'), join(FIXTURES, 'note-de-frais.pdf')]);
  await shoot('lawyer-several-files');
  await browser.close();
}

for (const size of Object.keys(SIZES)) await run(size);
