// The provider's access to firms' private documents (issue 23 item 1; LexDesk's privacy policy promises it):
// every time the super administrator opens, reads, previews, downloads or changes a private document of a firm,
// one line is written here, and the firm's administrator reads the lines in the office screens. The services
// that hand a document to a reader (library.ts visibleDocument, labelling.ts) call recordDocumentAccess with
// what the reader does; a new route reading a document goes through them and so must name its action. List
// and search rows are not recorded (they show a name, a state and, in a search, a short excerpt).
import type { DocumentAccessAction, DocumentAccessEntry } from '@lexdesk/shared/contract';
import type { DocumentRow } from '../db/schema';
import type { ClientRow, Repositories, UserRow } from '../repositories';
import { isSuperAdmin } from '../repositories/documentAccess';

/** What the reader does with the document, and when. */
export interface DocumentUse {
  action: DocumentAccessAction;
  now: Date;
}

type AccessedDocument = Pick<DocumentRow, 'id' | 'token' | 'name' | 'client_id' | 'visibility' | 'origin'> &
  Partial<Pick<DocumentRow, 'text'>>;

/**
 * The same person repeating the same action on the same document within this time makes one line: a screen
 * that asks again while a document is read or labelled (every 2 s) must not flood the firm's log.
 */
export const REPEATED_ACCESS_MS = 60_000;

/**
 * The access the firm is told of: the provider's staff (no firm of their own) on a firm's private library
 * document. A firm's members reading their own documents, and anyone reading a public one, are not recorded.
 * (Litigant files never reach the provider: documentAccess.ts.)
 */
export function isRecordedAccess(user: Pick<UserRow, 'admin' | 'client_id'>, document: AccessedDocument): boolean {
  return (
    isSuperAdmin(user) &&
    document.client_id !== null &&
    document.visibility === 'private' &&
    document.origin !== 'litigant'
  );
}

/**
 * Writes the line when the access is one the firm is told of (nothing otherwise). Reading the text of a document
 * whose text is not extracted yet reads nothing; a repetition within REPEATED_ACCESS_MS is the line already there.
 */
export async function recordDocumentAccess(
  repos: Repositories,
  user: UserRow,
  document: AccessedDocument,
  use: DocumentUse,
): Promise<void> {
  if (!isRecordedAccess(user, document) || document.client_id === null) return;
  if (use.action === 'text' && document.text === null) return;
  const access = {
    clientId: document.client_id,
    document: { id: document.id, token: document.token, name: document.name },
    user: { id: user.id, name: user.name, email: user.email },
    action: use.action,
  };
  if (await repos.documentAccessLog.recordedSince(access, new Date(use.now.getTime() - REPEATED_ACCESS_MS))) return;
  await repos.documentAccessLog.record(access, use.now);
}

/** `GET /api/client/{uuid}/document-access-log`: a page of the firm's lines, newest first, and their total. */
export async function accessLogOfFirm(
  repos: Repositories,
  firm: ClientRow,
  page: { limit: number; offset: number },
): Promise<{ entries: DocumentAccessEntry[]; total: number }> {
  const { rows, total } = await repos.documentAccessLog.pageOfFirm(firm.id, page.limit, page.offset);
  return {
    total,
    entries: rows.map((row) => ({
      id: row.id,
      accessed_at: row.created_at,
      action: row.action,
      user: { name: row.user_name, email: row.user_email },
      document: { token: row.document_id === null ? null : row.document_token, name: row.document_name },
    })),
  };
}
