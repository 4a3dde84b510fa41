// The intake form in the litigant's language (issue 22, item 1), its date field (item 8) and what it says about
// data and time limits (issue 23, item 5), in the composed app: the page's texts are mf-cases' catalogue, loaded
// per language like every remote's, and the questionnaire is the server's.
import { expect, test, type Page } from '@playwright/test';
import { accounts } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { firmUuidOf } from '../support/intake';

let firmUuid = '';

test.beforeAll(async ({ baseURL }) => {
  firmUuid = await firmUuidOf(baseURL ?? '', accounts.firmAdmin);
});

interface PageTexts {
  title: string;
  chooser: string;
  matter: string;
  lawCase: string;
  next: string;
  send: string;
  contact: string;
  acknowledgement: RegExp;
  deadlines: RegExp;
}

const TEXTS: Record<'fr' | 'en' | 'nl', PageTexts> = {
  fr: {
    title: 'Formulaire de demande',
    chooser: 'Quelle est votre situation\u202f?',
    matter: 'Droit du travail',
    lawCase: "J'ai été licencié",
    next: 'Continuer',
    send: 'Envoyer ma demande',
    contact: 'Vos coordonnées',
    acknowledgement: /J'ai pris connaissance de la politique de vie privée/,
    deadlines: /n'interrompt ni ne suspend aucun délai/,
  },
  en: {
    title: 'Request form',
    chooser: 'What is your situation?',
    matter: 'Employment law',
    lawCase: 'I have been dismissed',
    next: 'Continue',
    send: 'Send my request',
    contact: 'Your contact details',
    acknowledgement: /I have read the privacy policy/,
    deadlines: /does not interrupt or suspend any time limit/,
  },
  nl: {
    title: 'Aanvraagformulier',
    chooser: 'Wat is uw situatie?',
    matter: 'Arbeidsrecht',
    lawCase: 'Ik ben ontslagen',
    next: 'Doorgaan',
    send: 'Mijn aanvraag versturen',
    contact: 'Uw contactgegevens',
    acknowledgement: /Ik heb kennisgenomen van het privacybeleid/,
    deadlines: /stuit of schorst geen enkele termijn/,
  },
};

/** Texts of the page itself (not the server's) that must not show in another language. */
const OWN_TEXTS: Record<'fr' | 'en' | 'nl', string[]> = {
  fr: [
    'Formulaire de demande',
    'Votre demande sera transmise à',
    'Quelle est votre situation',
    'Domaine',
    'Votre situation',
    'Continuer',
    'Vos coordonnées',
    'Envoyer ma demande',
    'Format\u00a0: JJ/MM/AAAA',
  ],
  en: ['Request form', 'Your request will be sent to', 'What is your situation', 'Area of law', 'Continue'],
  nl: ['Aanvraagformulier', 'Uw aanvraag wordt bezorgd aan', 'Wat is uw situatie', 'Rechtsdomein', 'Doorgaan'],
};

/** The text as whole words ("Continue" is not found in "Continuer"). */
const asWords = (text: string) =>
  new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u');

async function expectOnlyLanguage(page: Page, language: 'fr' | 'en' | 'nl') {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page).toHaveTitle(`${TEXTS[language].title} · LexDesk`);
  await expect(page.getByRole('heading', { level: 1, name: TEXTS[language].title })).toBeVisible();
  await expect(page.getByText(TEXTS[language].deadlines)).toBeVisible();
  const body = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  for (const other of (['fr', 'en', 'nl'] as const).filter((candidate) => candidate !== language))
    for (const text of OWN_TEXTS[other])
      expect(body, `"${text}" on the ${language} page`).not.toMatch(asWords(text.replace(/\s+/g, ' ')));
}

/** Chooses the dismissal on the page's chooser and waits for its questionnaire. */
async function chooseDismissal(page: Page, language: 'fr' | 'en' | 'nl') {
  await expect(page.getByRole('heading', { level: 2, name: TEXTS[language].chooser })).toBeVisible();
  await page.getByRole('radio', { name: TEXTS[language].matter }).check();
  await page.getByRole('radio', { name: TEXTS[language].lawCase }).check();
  await page.getByRole('button', { name: TEXTS[language].next }).click();
  await expect(page.getByRole('button', { name: TEXTS[language].send })).toBeVisible();
}

for (const language of ['nl', 'en'] as const) {
  test(`with ?lang=${language} every text of the intake page is in that language, the tab title too`, async ({
    page,
  }) => {
    await page.goto(`/intake?uuid=${firmUuid}&lang=${language}`);
    await expectOnlyLanguage(page, language);
    await expectNoSeriousA11yViolations(page);

    await chooseDismissal(page, language);
    await expect(page.getByRole('heading', { level: 2, name: TEXTS[language].contact })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: TEXTS[language].acknowledgement })).toBeVisible();
    await expectOnlyLanguage(page, language);
    await expectNoSeriousA11yViolations(page);
  });
}

test.describe('a Flemish browser', () => {
  test.use({ locale: 'nl-BE' });

  test('gets the form in Dutch without ?lang=', async ({ page }) => {
    await page.goto(`/intake?uuid=${firmUuid}`);
    await expectOnlyLanguage(page, 'nl');
    await chooseDismissal(page, 'nl');
    await expectOnlyLanguage(page, 'nl');
    await expectNoSeriousA11yViolations(page);
  });
});

test('the "Nederlands" switch turns the whole page to Dutch, keeping what was typed', async ({ page }) => {
  await page.goto(`/intake?uuid=${firmUuid}&lang=fr`);
  await expectOnlyLanguage(page, 'fr');
  await chooseDismissal(page, 'fr');
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Camille');

  await page.getByRole('button', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(/lang=nl/);
  await expect(page.getByRole('button', { name: TEXTS.nl.send })).toBeVisible();
  await expectOnlyLanguage(page, 'nl');
  await expect(page.getByRole('textbox', { name: /^Voornaam/ })).toHaveValue('Camille');
  await expectNoSeriousA11yViolations(page);
});

test('a date typed in ISO form is taken silently and shown DD/MM/YYYY', async ({ page }) => {
  await page.goto(`/intake?uuid=${firmUuid}&lang=fr`);
  await chooseDismissal(page, 'fr');
  const date = page.getByRole('textbox', { name: /À quelle date le licenciement vous a-t-il été notifié/ });
  await date.fill('2026-10-15');
  await date.blur();
  await expect(date).toHaveValue('15/10/2026');
  await expect(date).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Date non valide/)).toHaveCount(0);
  // A mouse and a keyboard: no calendar button beside the field.
  await expect(page.getByLabel('Choisir la date dans un calendrier')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the date field offers the phone's calendar, whose date it writes DD/MM/YYYY", async ({ page }) => {
    await page.goto(`/intake?uuid=${firmUuid}&lang=nl`);
    await chooseDismissal(page, 'nl');
    const pickers = page.getByLabel('De datum in een kalender kiezen');
    await expect(pickers.first()).toBeVisible();
    await pickers.first().fill('2026-10-15');
    await expect(
      page.getByRole('textbox', { name: /Op welke datum werd u het ontslag ter kennis gebracht/ }),
    ).toHaveValue('15/10/2026');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
  });
});
