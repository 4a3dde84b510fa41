// Test data: a case whose questionnaire uses every question type, and the session users.
import type { CaseFile, LegalCase, User } from '@lexdesk/shared';
import { makeUser as makeSessionUser } from '../../../common/test/session';

export const OWNER_ID = 7;
export const OTHER_LAWYER_ID = 9;

/** The assigned lawyer of the fixture case (pass OTHER_LAWYER_ID for a colleague). */
export const makeUser = (overrides: Partial<User> = {}): User => makeSessionUser({ id: OWNER_ID, ...overrides });

export const contractPdf: CaseFile = {
  token: 'doc-contract',
  name: 'contrat-de-bail.pdf',
  mime: 'application/pdf',
  size: 250_880,
  url: '/api/documents/doc-contract/download',
};

export const letterDocx: CaseFile = {
  token: 'doc-letter',
  name: 'lettre-proprietaire.docx',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  size: 18_432,
  url: '/api/documents/doc-letter/download',
};

export const photoJpg: CaseFile = {
  token: 'doc-photo',
  name: 'etat-des-lieux.jpg',
  mime: 'image/jpeg',
  size: 2_411_724,
  url: '/api/documents/doc-photo/download',
};

export const idCardPng: CaseFile = {
  token: 'doc-id',
  name: 'carte-identite.png',
  mime: 'image/png',
  size: 512,
  url: '/api/documents/doc-id/download',
};

export function makeLegalCase(overrides: Partial<LegalCase> = {}): LegalCase {
  return {
    token: 'case-abc',
    id: 42,
    status: 'new',
    user_id: OWNER_ID,
    user: { id: OWNER_ID, name: 'Claire Dubois' },
    litigant: {
      firstname: 'Jeanne',
      lastname: 'Peeters',
      email: 'jeanne.peeters@example.be',
      phone: '+32 470 12 34 56',
    },
    law_case_content: 'Mon propriétaire ne me rend pas ma garantie locative',
    lawcase: { id: 3, content: 'Mon propriétaire ne me rend pas ma garantie locative' },
    created_at: '2025-03-14T09:30:00Z',
    state: null,
    lang: 'fr',
    questions_and_answers: [
      {
        question_type: 'checkbox',
        question: {
          title: {
            fr: 'Quels documents avez-vous ?',
            en: 'Which documents do you have?',
            nl: 'Welke documenten hebt u?',
          },
          answers: [
            { value: 'lease', label: { fr: 'Le bail', en: 'The lease', nl: 'De huurovereenkomst' } },
            { value: 'inventory', label: { fr: "L'état des lieux", en: 'The inventory', nl: 'De plaatsbeschrijving' } },
            { value: 'receipts', label: { fr: 'Les quittances', en: 'The receipts', nl: 'De kwitanties' } },
          ],
        },
        answer: 'lease||inventory||legacy-value',
      },
      {
        question_type: 'radio',
        question: {
          title: {
            fr: 'Avez-vous quitté le logement ?',
            en: 'Have you left the home?',
            nl: 'Hebt u de woning verlaten?',
          },
          answers: [
            { value: 'yes', label: { fr: 'Oui', en: 'Yes', nl: 'Ja' } },
            { value: 'no', label: { fr: 'Non', en: 'No', nl: 'Nee' } },
          ],
        },
        answer: 'yes',
      },
      {
        question_type: 'date',
        question: {
          title: { fr: 'Date de sortie du logement', en: 'Date you moved out', nl: 'Datum van vertrek' },
          answers: [],
        },
        answer: '2025-02-28',
      },
      {
        question_type: 'other',
        question: {
          title: { fr: 'Décrivez votre situation', en: 'Describe your situation', nl: 'Beschrijf uw situatie' },
          answers: [],
        },
        answer: 'Le propriétaire ne répond plus.\nJ’ai envoyé deux rappels.',
      },
      {
        question_type: 'file',
        question: {
          title: { fr: 'Votre contrat de bail', en: 'Your lease', nl: 'Uw huurovereenkomst' },
          answers: [],
        },
        answer: `/files/${contractPdf.token}::application/pdf`,
      },
      {
        question_type: 'files',
        question: {
          title: { fr: 'Vos échanges et photos', en: 'Your letters and photos', nl: 'Uw briefwisseling en foto’s' },
          answers: [],
        },
        answer: `/files/${letterDocx.token}::${letterDocx.mime}||/files/${photoJpg.token}::image/jpeg||/files/doc-unknown::application/pdf`,
      },
      {
        question_type: 'other',
        question: {
          title: { fr: 'Autre remarque', en: 'Other remark', nl: 'Andere opmerking' },
          answers: [],
        },
        answer: '',
      },
    ],
    documents: [contractPdf, letterDocx, photoJpg, idCardPng],
    ...overrides,
  };
}
