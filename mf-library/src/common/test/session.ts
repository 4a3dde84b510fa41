// Test data and stores: the signed-in user, the toasts, the sidebar slots, the library's selection.
import { clearSidebarSlots, useLocaleStore, useNotificationStore, useSessionStore, type User } from '@lexdesk/shared';
import type { LibraryDocument } from '../../api/documents';
import { useSelectedDocumentStore } from '../selection';

/** A lawyer of a firm. */
export function makeLawyer(overrides: Partial<User> = {}): User {
  return {
    id: 11,
    name: 'Louise Martin',
    email: 'louise@cabinet.test',
    firstname: 'Louise',
    lastname: 'Martin',
    lawyer_id: 11,
    lawyer_firstname: 'Louise',
    lawyer_lastname: 'Martin',
    admin: 0,
    lang: 'fr',
    profile_picture_url: null,
    client: {
      uuid: '5b0c7c1e-0000-4000-8000-00000000abcd',
      name: 'Cabinet Martin',
      admin_id: 11,
      lawyer_list: '11',
      mail_system: 2,
      email_box: null,
      uses_kleos: 0,
      uses_dioxa: 0,
      trial_ends_at: null,
      subscription_status: 'active',
    },
    categories: [],
    onboarding: {
      has_user_set_their_skills: true,
      has_user_set_casus_on_their_site: true,
      has_done_onboarding: true,
      has_ever_received_a_case: true,
    },
    ...overrides,
  };
}

/** The provider's super administrator (no firm). */
export function makeSuperAdmin(): User {
  return makeLawyer({ id: 1, name: 'Admin', email: 'admin@lexdesk.test', admin: 1, lawyer_id: null, client: null });
}

/** A document as the API answers it: a lawyer's private PDF whose text is read, unless overridden. */
export function makeDocument(overrides: Partial<LibraryDocument> = {}): LibraryDocument {
  const token = overrides.token ?? 'doc-1';
  const name = overrides.name ?? 'Contrat de bail.pdf';
  const state = overrides.state ?? 'success';
  return {
    token,
    name,
    mime: 'application/pdf',
    size: 48_213,
    state,
    processed: state === 'processed',
    visibility: 'private',
    source: 'lawyer',
    source_lawyer: null,
    proposed: false,
    type: null,
    country: null,
    language: null,
    nature: null,
    legislation_date: null,
    title: null,
    page_count: null,
    failure_reason: null,
    failure_message: null,
    url: `/api/documents/download/${token}`,
    downloadName: name,
    created_at: '2026-11-20T10:00:00.000Z',
    reference: null,
    ...overrides,
  };
}

/** Signed in as `user`, French, no toast, no selection. */
export function resetStores(user: User | null): void {
  useSessionStore.setState(user ? { status: 'authenticated', user } : { status: 'anonymous', user: null });
  useNotificationStore.setState({ items: [] });
  clearSidebarSlots();
  useSelectedDocumentStore.setState({ documents: {} });
  useLocaleStore.setState({ locale: 'fr' });
}

/** The toasts on screen, as the user reads them. */
export const toasts = () => useNotificationStore.getState().items.map(({ type, text }) => ({ type, text }));
