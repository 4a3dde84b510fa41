// A library document as every answer shows it (lists, upload, search results, suggestions): one view.
import type { LibraryDocument } from '@lexdesk/shared/contract';
import type { DocumentRow } from '../db/schema';
import { catalogues, type Locale, type MessageKey, t } from '../i18n';
import type { Repositories, UserRow } from '../repositories';
import { isSuperAdmin } from '../repositories/documentAccess';
import { documentDownloadUrl } from './legalCases';

/** The columns a document view reads, with its source lawyer's name. */
export type DocumentViewSource = Pick<
  DocumentRow,
  | 'token'
  | 'name'
  | 'mime'
  | 'size'
  | 'visibility'
  | 'state'
  | 'origin'
  | 'source_lawyer_id'
  | 'proposed'
  | 'type'
  | 'country'
  | 'language'
  | 'nature'
  | 'legislation_date'
  | 'title'
  | 'page_count'
  | 'failure_reason'
  | 'created_at'
  | 'reference'
> & {
  source_lawyer_name: string | null;
  /** The owning firm's name, for the super administrator's lists only (withFirmNames). */
  firm_name?: string | null;
};

/** A stored reason key, or the generic failure for one this version no longer knows. */
function messageKeyOf(reason: string): MessageKey {
  return Object.hasOwn(catalogues.fr, reason) ? (reason as MessageKey) : 'document_processing_failed';
}

export function toDocumentView(document: DocumentViewSource, locale: Locale): LibraryDocument {
  return {
    token: document.token,
    name: document.name,
    mime: document.mime,
    size: Number(document.size),
    visibility: document.visibility,
    state: document.state,
    processed: document.state === 'processed',
    source: document.origin,
    source_lawyer:
      document.source_lawyer_id !== null && document.source_lawyer_name !== null
        ? { id: document.source_lawyer_id, lawyer_id: document.source_lawyer_id, name: document.source_lawyer_name }
        : null,
    proposed: document.proposed === 1,
    type: document.type,
    country: document.country,
    language: document.language,
    nature: document.nature,
    legislation_date: document.legislation_date,
    title: document.title,
    page_count: document.page_count,
    failure_reason: document.failure_reason,
    failure_message: document.failure_reason === null ? null : t(locale, messageKeyOf(document.failure_reason)),
    url: documentDownloadUrl(document.token),
    downloadName: document.name,
    created_at: document.created_at,
    reference: document.reference,
    ...(document.firm_name === undefined ? {} : { firm_name: document.firm_name }),
  };
}

/**
 * For the super administrator, each firm document's firm name (one query for the page), so their lists can
 * mark what belongs to a firm (issue 22 item 6); other readers' rows are returned as they are.
 */
export async function withFirmNames<R extends Pick<DocumentRow, 'client_id'>>(
  repos: Repositories,
  user: Pick<UserRow, 'admin' | 'client_id'>,
  rows: R[],
): Promise<(R & { firm_name?: string | null })[]> {
  if (!isSuperAdmin(user)) return rows;
  const ids = [...new Set(rows.flatMap((row) => (row.client_id === null ? [] : [row.client_id])))];
  const names = new Map((await repos.clients.namesByIds(ids)).map((firm) => [firm.id, firm.name]));
  return rows.map((row) => (row.client_id === null ? row : { ...row, firm_name: names.get(row.client_id) ?? null }));
}

/** Rows read without their source lawyer's name (search statements), given it: one query for the page. */
export async function withSourceLawyerNames<R extends Pick<DocumentRow, 'source_lawyer_id'>>(
  repos: Repositories,
  rows: R[],
): Promise<(R & { source_lawyer_name: string | null })[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.source_lawyer_id === null ? [] : [row.source_lawyer_id])))];
  const names = new Map((await repos.users.namesByIds(ids)).map((user) => [user.id, user.name]));
  return rows.map((row) => ({
    ...row,
    source_lawyer_name: row.source_lawyer_id === null ? null : (names.get(row.source_lawyer_id) ?? null),
  }));
}
