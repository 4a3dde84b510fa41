import type { ReferenceCategory } from './types';

// Temporary minimal catalogue; the full Belgian reference data replaces it.
export const REFERENCE_CATEGORIES: readonly ReferenceCategory[] = [
  {
    code: 'employment',
    description: { fr: 'Droit du travail', en: 'Employment law', nl: 'Arbeidsrecht' },
    lawCases: [
      {
        code: 'employment.dismissal',
        content: { fr: "J'ai été licencié", en: 'I have been dismissed', nl: 'Ik ben ontslagen' },
        questions: [
          {
            type: 'date',
            required: true,
            title: {
              fr: 'À quelle date le licenciement vous a-t-il été notifié ?',
              en: 'On what date were you notified of the dismissal?',
              nl: 'Op welke datum werd u het ontslag betekend?',
            },
          },
        ],
      },
    ],
  },
];
