// Test helpers of the intake page: the providers the shell gives it (an IntlProvider that follows the
// locale store, a router) and a questionnaire using every question type.
import type { IntakeChallenge, IntakeForm, IntakeQuestion, Locale } from '@lexdesk/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TestQueryProvider } from '../../../../../tools/jest/query';
import { StoreIntlProvider } from '../../../common/test/intl';
import { createLocationSpy } from '../../../common/test/router';

export function renderPage(ui: ReactElement, { route = '/intake', applyAccept = true } = {}) {
  const { LocationSpy, location } = createLocationSpy();
  const result = render(
    <TestQueryProvider>
      <StoreIntlProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <LocationSpy />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </StoreIntlProvider>
    </TestQueryProvider>,
  );
  return {
    ...result,
    user: userEvent.setup({ applyAccept }),
    /** The router's current query, as URLSearchParams. */
    query: () => new URLSearchParams(location()?.search ?? ''),
  };
}

const texts = (fr: string, en: string, nl: string) => ({ fr, en, nl });

const QUESTIONS: (Omit<IntakeQuestion, 'title' | 'answers'> & {
  title: Record<Locale, string>;
  answers: { value: string; label: Record<Locale, string> }[];
})[] = [
  {
    id: 11,
    question_type: 'checkbox',
    required: true,
    title: texts('Quels documents avez-vous ?', 'Which documents do you have?', 'Welke documenten heeft u?'),
    answers: [
      { value: 'contract', label: texts('Un contrat de bail', 'A lease', 'Een huurcontract') },
      { value: 'inventory', label: texts('Un état des lieux', 'An inventory', 'Een plaatsbeschrijving') },
      { value: 'letters', label: texts('Des courriers', 'Letters', 'Brieven') },
    ],
  },
  {
    id: 12,
    question_type: 'radio',
    required: true,
    title: texts('Le bail est-il enregistré ?', 'Is the lease registered?', 'Is het huurcontract geregistreerd?'),
    answers: [
      { value: 'yes', label: texts('Oui', 'Yes', 'Ja') },
      { value: 'no', label: texts('Non', 'No', 'Nee') },
    ],
  },
  {
    id: 13,
    question_type: 'date',
    required: true,
    title: texts('Date de fin du bail', 'End date of the lease', 'Einddatum van het huurcontract'),
    answers: [],
  },
  {
    id: 14,
    question_type: 'other',
    required: true,
    title: texts('Décrivez votre situation', 'Describe your situation', 'Beschrijf uw situatie'),
    answers: [],
  },
  {
    id: 15,
    question_type: 'file',
    required: true,
    title: texts('Votre contrat de bail', 'Your lease', 'Uw huurcontract'),
    answers: [],
  },
  {
    id: 16,
    question_type: 'files',
    required: false,
    title: texts('Autres documents utiles', 'Other useful documents', 'Andere nuttige documenten'),
    answers: [],
  },
];

export const LAW_CASE = { id: 42, content: 'Mon propriétaire ne me rend pas ma garantie locative' };
export const FIRM_UUID = '5b0c7c1e-0000-4000-8000-000000000001';

export const CATEGORIES = [
  {
    id: 3,
    description: 'Logement',
    law_cases: [LAW_CASE, { id: 43, content: 'Mon logement est insalubre' }],
  },
  {
    id: 4,
    description: 'Travail',
    law_cases: [{ id: 51, content: "J'ai été licencié" }],
  },
];

/** A proof-of-work challenge as the API hands it out; the page's solver is mocked in component tests. */
export const makeChallenge = (name: string): IntakeChallenge => ({
  algorithm: 'SHA-256',
  challenge: 'c'.repeat(64),
  maxnumber: 50_000,
  salt: `salt-${name}?expires=1795408000&`,
  signature: `signature-${name}`,
});

export function makeForm(lang: Locale = 'fr', overrides: Partial<IntakeForm> = {}): IntakeForm {
  return {
    firm: { uuid: FIRM_UUID, name: 'Cabinet Démo' },
    lang,
    law_case: { ...LAW_CASE, category: { id: 3, description: 'Logement' } },
    questions: QUESTIONS.map((question) => ({
      ...question,
      title: question.title[lang],
      answers: question.answers.map((answer) => ({ value: answer.value, label: answer.label[lang] })),
    })),
    categories: CATEGORIES,
    form_token: `token-${lang}`,
    challenge: makeChallenge(lang),
    ...overrides,
  };
}

export const pdf = (name = 'bail.pdf', size?: number) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf', lastModified: 1 });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
