// Screenshots of the anonymisation review (issue 26), for a person to look at (not a test: CI never runs it).
//
//   PORT=9781 LEXDESK_DATA_DIR=$(mktemp -d) LEXDESK_LOGIN_RATE_LIMIT=1000 npm start   # a fresh demo
//   node e2e/scripts/anonymisation-screens.mjs --base http://127.0.0.1:9781 --out docs/screens/anonymisation
//
// The document, its text and the shell are the real app's; the anonymisation calls are answered here by a small
// stateful stand-in (--mock, the default) so that the screens can be taken before the API of the contract is
// there, with proposals a real detection would make on the demo's consumer judgment. With --no-mock the real API
// answers (run detection first). Saved as <out>/<size>-<NN>-<name>.png at 1440×900 and 390×844.
/* global document -- the functions given to page.evaluate run in the browser */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: `http://127.0.0.1:${process.env.E2E_PORT ?? 8080}` },
    out: { type: 'string', default: 'docs/screens/anonymisation' },
    'no-mock': { type: 'boolean', default: false },
  },
});
const BASE = values.base.replace(/\/$/, '');
const OUT = resolve(values.out);
const JUDGMENT = 'J.P. Uccle 5 mars 2024 — vente en ligne et droit de rétractation.pdf';
const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

/** The proposals a detection would make on the judgment's text, found in it. */
function proposalsFor(text) {
  const wanted = [
    ['Arnaud VAN DER STRAETEN', 'person', 'A.', 'g1', 'rules'],
    ['avenue de Fré 118, 1180 Uccle', 'address', '[adresse]', 'g2', 'rules'],
    ['arnaud.vds@skynet.be', 'email', '[adresse e-mail]', 'g3', 'rules'],
    ['info@confort-design.be', 'email', '[adresse e-mail]', 'g4', 'rules'],
    ['CONFORT DESIGN', 'person', 'B.', 'g5', 'llm:lexdesk-e2e-model'],
  ];
  const entities = [];
  for (const [content, category, replacement, group, source] of wanted) {
    const start = text.indexOf(content);
    if (start === -1) continue;
    entities.push({
      id: entities.length + 1,
      start_index: start,
      end_index: start + content.length,
      content,
      category,
      replacement,
      decision: 'proposed',
      group,
      source,
    });
  }
  return entities;
}

async function mockAnonymisation(page, text) {
  let view = { status: 'none', entities: [] };
  let polls = 0;
  const send = (route, data, status = 200) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify(status < 400 ? { status: 'success', data } : { status: 'error', ...data }),
    });
  await page.route(/\/api\/documents\/[^/]+\/anonymisation(\/\w+)?(\?.*)?$/, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    if (request.method() === 'GET') {
      if (view.status === 'pending' && ++polls >= 2) view = { status: 'proposed', entities: proposalsFor(text) };
      return send(route, view);
    }
    if (path.endsWith('/detect')) {
      view = { status: 'pending', entities: [] };
      return send(route, { token: 'x', job_id: 1 }, 202);
    }
    if (path.endsWith('/validate')) {
      if (view.entities.some((entity) => entity.decision === 'proposed'))
        return send(
          route,
          { code: 'anonymisation_undecided', message: 'Des propositions attendent encore une décision.' },
          422,
        );
      view = { ...view, status: 'validated' };
      return send(route, view);
    }
    const body = request.postDataJSON();
    for (const change of body.entities) {
      if ('id' in change) {
        view.entities = view.entities.map((entity) =>
          entity.id === change.id ? { ...entity, decision: change.decision } : entity,
        );
      } else {
        const group = change.group ?? `g${view.entities.length + 10}`;
        const same = view.entities.find((entity) => entity.group === group);
        view.entities = [
          ...view.entities,
          {
            id: view.entities.length + 100,
            ...change,
            group,
            replacement: same?.replacement ?? 'C.',
            decision: 'accepted',
            source: 'manual',
          },
        ];
      }
    }
    return send(route, view);
  });
}

async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], [role="progressbar"]'), null, { timeout: 5000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

async function run(size) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage({ viewport: SIZES[size] });
  let counter = 0;
  const shot = async (name, { fullPage = size === 'phone' } = {}) => {
    await settle(page);
    counter += 1;
    const file = join(OUT, `${size}-${String(counter).padStart(2, '0')}-${name}.png`);
    // A phone shows the tools above the text: the whole page, unless the text is the point.
    await page.screenshot({ path: file, fullPage });
    console.log(file);
  };

  await page.goto(`${BASE}/`);
  await page.getByLabel('Email', { exact: true }).fill('admin@lexdesk.test');
  await page.getByLabel('Mot de passe', { exact: true }).fill('lexdesk-demo');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname !== '/');
  const found = await page.request.post(`${BASE}/api/documents/search?lang=fr`, {
    data: { terms: 'STRAETEN', limit: 10, offset: 0 },
    headers: {
      'X-XSRF-TOKEN': decodeURIComponent(
        (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '',
      ),
    },
  });
  const hits = (await found.json()).data ?? [];
  const token = hits.find((hit) => hit.name === JUDGMENT)?.token;
  if (!token) throw new Error(`"${JUDGMENT}" not found: ${JSON.stringify(hits).slice(0, 300)}`);
  const text = (await (await page.request.get(`${BASE}/api/documents/as-raw-text/${token}`)).json()).data.text;
  if (!values['no-mock']) await mockAnonymisation(page, text);

  await page.goto(`${BASE}/anonymisation?token=${encodeURIComponent(token)}`);
  await page.getByRole('button', { name: 'Détecter les personnes' }).waitFor();
  await shot('none');
  await page.getByRole('button', { name: 'Détecter les personnes' }).click();
  await page.getByRole('region', { name: 'Entités' }).waitFor({ timeout: 15_000 });
  await shot('proposed');
  const entities = page.getByRole('region', { name: 'Entités' });
  await entities.getByRole('button', { name: /^Rejeter «.info@confort-design\.be/ }).click();
  await entities.getByRole('button', { name: 'Rejeter toutes les occurrences de B.' }).click();
  await page.keyboard.press('j');
  await shot('reviewing');
  await page.getByRole('button', { name: "Valider l'anonymisation" }).click();
  await page.getByRole('alert').first().waitFor();
  await page.getByRole('alert').first().scrollIntoViewIfNeeded();
  await shot('validate-refused');
  await entities.getByRole('button', { name: 'Tout accepter' }).click();
  await page.getByRole('radio', { name: size === 'phone' ? 'Anonymisé' : "L'un à côté de l'autre" }).check();
  if (size === 'phone') {
    // The text's blocks are laid out only in view (content-visibility): scrolled to, then the view alone.
    await page.getByRole('region', { name: /^Texte anonymisé/ }).scrollIntoViewIfNeeded();
    await shot('anonymised', { fullPage: false });
  } else await shot('anonymised');
  await page.getByRole('button', { name: "Valider l'anonymisation" }).click();
  await page.getByText('Validée', { exact: true }).waitFor();
  await shot('validated');
  await browser.close();
}

mkdirSync(OUT, { recursive: true });
for (const size of Object.keys(SIZES)) await run(size);
