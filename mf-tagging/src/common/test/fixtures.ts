// Test data and stores: the super administrator, a document's detail and text, the toasts.
import { useLocaleStore, useNotificationStore, useSessionStore, type User } from '@lexdesk/shared';
import type { DocumentDetail } from '../../api/tagging';

/** The provider's super administrator (no firm): the only user of the tagging screen. */
export function makeSuperAdmin(): User {
  return {
    id: 1,
    name: 'Admin',
    email: 'admin@lexdesk.test',
    firstname: 'Admin',
    lastname: 'LexDesk',
    lawyer_id: null,
    lawyer_firstname: null,
    lawyer_lastname: null,
    admin: 1,
    lang: 'fr',
    profile_picture_url: null,
    client: null,
    categories: [],
    onboarding: {
      has_user_set_their_skills: true,
      has_user_set_casus_on_their_site: true,
      has_done_onboarding: true,
      has_ever_received_a_case: true,
    },
  };
}

/** A judgment's text, with an article cited twice and a date. */
export const JUDGMENT_TEXT = [
  'Tribunal de première instance de Liège, 12 mars 2024.',
  "Vu l'article 1382 du Code civil ;",
  "Attendu que la demanderesse invoque l'article 1382 du Code civil et l'article 1384 ;",
  'Condamne la défenderesse à payer 1.250,00 EUR.',
].join('\n');

export const passageOf = (content: string, from = 0) => {
  const start = JUDGMENT_TEXT.indexOf(content, from);
  if (start === -1) throw new Error(`"${content}" is not in the text`);
  return { start_index: start, end_index: start + content.length, content };
};

/** A document ready for tagging, without labels, with one embedded suggestion, unless overridden. */
export function makeDetail(overrides: Partial<DocumentDetail> = {}): DocumentDetail {
  return {
    token: 'doc-1',
    name: 'Jugement Liège 2024.pdf',
    mime: 'application/pdf',
    state: 'success',
    visibility: 'public',
    metadata: {
      name: 'Jugement Liège 2024.pdf',
      type: 'jurisprudence',
      country: 'be',
      language: 'fr',
      visibility: 'public',
      pronouncedDate: '2024-03-12',
      roleNumber: '23/1234/A',
      reference: 'Civ. Liège, 12 mars 2024, R.G. 23/1234/A',
    },
    categorization: [],
    unprocessed_openai_tag: [
      {
        name: "Référence d'article",
        code: 'article_reference',
        color: 'E68A70',
        openai: true,
        data: [passageOf("l'article 1382"), passageOf("l'article 1382", 60)],
      },
    ],
    suggestions_provider: 'rules',
    summary: null,
    suggestions_pending: false,
    suggestions_error: null,
    suggestions_error_message: null,
    ...overrides,
  };
}

/** Signed in as the super administrator, French, no toast. */
export function resetStores(): void {
  useSessionStore.setState({ status: 'authenticated', user: makeSuperAdmin() });
  useNotificationStore.setState({ items: [] });
  useLocaleStore.setState({ locale: 'fr' });
}

/** The toasts on screen, as the user reads them. */
export const toasts = () => useNotificationStore.getState().items.map(({ type, text }) => ({ type, text }));

/** A French text as the catalogue writes it (no-break spaces before : ; ? ! and inside « »): accessible names keep them. */
export const fr = (text: string) =>
  text
    .replace(/ ([;?!])/g, '\u202f$1')
    .replace(/ :/g, '\u00a0:')
    .replace(/« /g, '«\u00a0')
    .replace(/ »/g, '\u00a0»');
