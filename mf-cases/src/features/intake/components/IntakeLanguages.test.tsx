// The intake page in each language, with the texts loaded the way the composed app loads them: this remote's
// catalogue one language at a time (i18n/register.ts, through the locale store), read by an IntlProvider that
// follows the store and falls back to French like the shell's. A page that switched the store's locale without
// loading that language showed its own texts in French beside a translated questionnaire (issue 22, item 1).
import { loadMessages, LOCALES, sharedMessages, useLocaleStore, type Locale } from '@lexdesk/shared';
import { screen, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TestQueryProvider } from '../../../../../tools/jest/query';
import { getIntakeForm } from '../../../api/legalCases';
import Intake from '../../../exposes/Intake';
import { messages as casesCatalogue } from '../../../i18n/messages';
import { FIRM_UUID, LAW_CASE, makeForm } from '../test/render';

jest.mock('../../../api/legalCases', () => ({ getIntakeForm: jest.fn(), submitIntake: jest.fn() }));
jest.mock('../proof/solver', () => ({ solveIntakeChallenge: jest.fn(async () => 'proof') }));
const getFormMock = jest.mocked(getIntakeForm);

/** The shell's ShellIntlProvider in small: the store's language and merged texts, French under the others. */
function ShellLikeIntlProvider({ children }: { children: ReactNode }) {
  const locale = useLocaleStore((state) => state.locale);
  const catalogues = useLocaleStore((state) => state.messages);
  const messages = locale === 'fr' ? catalogues.fr : { ...catalogues.fr, ...catalogues[locale] };
  return (
    <IntlProvider locale={locale} defaultLocale="fr" messages={messages} onError={() => undefined}>
      {children}
    </IntlProvider>
  );
}

function renderIntake(query: Record<string, string>) {
  const path = `/intake?${new URLSearchParams(query).toString()}`;
  render(
    <TestQueryProvider>
      <ShellLikeIntlProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={<Intake />} />
          </Routes>
        </MemoryRouter>
      </ShellLikeIntlProvider>
    </TestQueryProvider>,
  );
  return userEvent.setup();
}

const placeholders = /\{[^}]*\}/g;
const words = (text: string) => text.split(placeholders).map((part) => part.trim());

/**
 * Every text the page may show in the other languages (this remote's, the UI kit's, the questionnaire's), cut at
 * their placeholders, that the language shown does not also use (language names, "PDF"...).
 */
function textsOfOtherLanguages(shown: Locale): string[] {
  const ownTexts = [
    ...Object.values(casesCatalogue[shown]),
    ...Object.values(sharedMessages[shown]),
    ...JSON.stringify(makeForm(shown)).split('"'),
  ].join('\n');
  return LOCALES.filter((locale) => locale !== shown)
    .flatMap((locale) => [
      ...Object.values(casesCatalogue[locale]).flatMap(words),
      ...Object.values(sharedMessages[locale]).flatMap(words),
      ...makeForm(locale).questions.flatMap((question) => [
        question.title,
        ...question.answers.map((answer) => answer.label),
      ]),
    ])
    .filter((text) => text.length >= 4 && !ownTexts.includes(text));
}

function expectNoTextOfAnotherLanguage(shown: Locale) {
  const page = document.body.textContent ?? '';
  const foreign = textsOfOtherLanguages(shown).filter((text) => page.includes(text));
  expect(foreign).toEqual([]);
}

const TEXTS: Record<Locale, { title: string; chooser: string; next: string; send: string; deadlines: RegExp }> = {
  fr: {
    title: 'Formulaire de demande',
    chooser: 'Quelle est votre situation\u202f?',
    next: 'Continuer',
    send: 'Envoyer ma demande',
    deadlines: /n'interrompt ni ne suspend aucun délai/,
  },
  en: {
    title: 'Request form',
    chooser: 'What is your situation?',
    next: 'Continue',
    send: 'Send my request',
    deadlines: /does not interrupt or suspend any time limit/,
  },
  nl: {
    title: 'Aanvraagformulier',
    chooser: 'Wat is uw situatie?',
    next: 'Doorgaan',
    send: 'Mijn aanvraag versturen',
    deadlines: /stuit of schorst geen enkele termijn/,
  },
};

beforeAll(async () => {
  // The app as a litigant's visit starts it: French texts only (the language a first visit starts in).
  await loadMessages('fr');
});

beforeEach(() => {
  getFormMock.mockReset();
  getFormMock.mockImplementation(async ({ lawCase, lang = 'fr' }) =>
    makeForm(lang, lawCase ? {} : { law_case: null, questions: [] }),
  );
});

/** Each language is first asked for by one of these tests: it must be loaded by the page, not found loaded. */
function expectNotLoadedYet(locale: Locale) {
  expect(useLocaleStore.getState().messages[locale]['cases.Intake.title']).toBeUndefined();
}

describe.each<[Locale]>([['nl'], ['en']])('the intake page with ?lang=%s', (locale) => {
  it('shows the law case chooser and every text of its own in that language only', async () => {
    expectNotLoadedYet(locale);
    renderIntake({ uuid: FIRM_UUID, lang: locale });
    expect(await screen.findByRole('heading', { level: 1, name: TEXTS[locale].title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: TEXTS[locale].chooser })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTS[locale].next })).toBeInTheDocument();
    expect(screen.getByText(TEXTS[locale].deadlines)).toBeInTheDocument();
    expect(getFormMock).toHaveBeenCalledWith(expect.objectContaining({ lang: locale }), expect.anything());
    expectNoTextOfAnotherLanguage(locale);
    expect(document.documentElement.lang).toBe(locale);
  });

  it('shows the questionnaire, the contact details and the acknowledgement in that language only', async () => {
    renderIntake({ uuid: FIRM_UUID, lawCase: String(LAW_CASE.id), lang: locale });
    expect(await screen.findByRole('button', { name: TEXTS[locale].send })).toBeInTheDocument();
    expectNoTextOfAnotherLanguage(locale);
  });
});

describe('the intake page', () => {
  it('turns to Dutch with the "Nederlands" switch, nothing of the French left', async () => {
    const user = renderIntake({ uuid: FIRM_UUID, lawCase: String(LAW_CASE.id), lang: 'fr' });
    expect(await screen.findByRole('button', { name: TEXTS.fr.send })).toBeInTheDocument();
    expectNoTextOfAnotherLanguage('fr');
    await user.click(screen.getByRole('button', { name: 'Nederlands' }));
    expect(await screen.findByRole('button', { name: TEXTS.nl.send })).toBeInTheDocument();
    await waitFor(() => expectNoTextOfAnotherLanguage('nl'));
  });

  it("speaks the browser's language without ?lang= (nl-BE → Dutch), and leaves the visitor's saved choice alone", async () => {
    localStorage.setItem('lexdesk.locale', 'fr');
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['nl-BE', 'fr-BE']);
    renderIntake({ uuid: FIRM_UUID });
    expect(await screen.findByRole('heading', { level: 1, name: TEXTS.nl.title })).toBeInTheDocument();
    expectNoTextOfAnotherLanguage('nl');
    expect(getFormMock).toHaveBeenCalledWith(expect.objectContaining({ lang: 'nl' }), expect.anything());
    expect(localStorage.getItem('lexdesk.locale')).toBe('fr');
    languages.mockRestore();
  });
});
