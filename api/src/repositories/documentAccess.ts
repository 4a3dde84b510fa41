import type { DocumentScope } from '@lexdesk/shared/domain';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Schema, UserRow } from '../db/schema';
import { AppError } from '../errors';

// Who may see, list, search, download, attach and delete a library document: the one statement of that rule.
// Each permission is an expression-builder fragment over `documents`, and every statement that reads or
// deletes documents for a user takes it from here (lists, search, suggestions, lookups by token, the delete):
// the same SQL on SQLite and PostgreSQL, never a second copy of the rule. Services check a case's firm and
// state apart (legalCases.caseOfFirm); api/test/document-access.test.ts holds the rule's table.

/** Who reads: the super administrator (the provider's staff, no firm) or a member of one firm. */
export type Reader =
  | { readonly userId: number; readonly superAdmin: true; readonly clientId: null }
  | { readonly userId: number; readonly superAdmin: false; readonly clientId: number };

export type FirmReader = Extract<Reader, { superAdmin: false }>;

/** The super administrator: an administrator without a firm (the provider's back office). */
export function isSuperAdmin(user: Pick<UserRow, 'admin' | 'client_id'>): boolean {
  return user.admin === 1 && user.client_id === null;
}

/** The reader a signed-in user is; 403 for an account of no firm that is not the super administrator. */
export function readerOf(user: UserRow): Reader {
  if (isSuperAdmin(user)) return { userId: user.id, superAdmin: true, clientId: null };
  if (user.client_id === null) throw new AppError(403, 'forbidden', 'forbidden');
  return { userId: user.id, superAdmin: false, clientId: user.client_id };
}

type DocumentsEb = ExpressionBuilder<Schema, 'documents'>;

/** Library material: anything but a litigant's intake file (the case's evidence, shown in its case only). */
const libraryDocument = (eb: DocumentsEb) => eb('documents.origin', '!=', 'litigant');

/**
 * A document marked anonymous reaches readers outside its owner only through its validated anonymised text: one
 * whose anonymisation went back to review (a decision changed, a detection relaunched) is hidden from them until
 * validated again, rather than shown in full. (Publishing it before validation is refused: services/documentMetadata.)
 */
const anonymisedIfRequired = (eb: DocumentsEb) =>
  eb.or([eb('documents.anonymous', '=', 0), eb('documents.anonymised_text', 'is not', null)]);

const publicAndProcessed = (eb: DocumentsEb) =>
  eb.and([
    eb('documents.visibility', '=', 'public'),
    eb('documents.state', '=', 'processed'),
    anonymisedIfRequired(eb),
  ]);

/**
 * What the provider's staff may see: every library document of every firm, in every state (they process
 * them), never a litigant file. Whatever narrows their access to a firm's documents belongs here: every
 * statement that shows them a document goes through maySee. Recording it (the firm's access log) is the
 * services' part: services/documentAccessLog.ts, called where a document is handed to a reader.
 */
const providerMaySee = (eb: DocumentsEb): Expression<SqlBool> => libraryDocument(eb);

/** What a firm member may see: their firm's documents (its litigant files included) and the processed public ones. */
const firmMaySee = (eb: DocumentsEb, clientId: number): Expression<SqlBool> =>
  eb.or([eb('documents.client_id', '=', clientId), publicAndProcessed(eb)]);

/**
 * May see: open by token, download, read its text. Anything else does not exist for the reader (404, never
 * 403: a private document's token tells nothing).
 */
export function maySee(eb: DocumentsEb, reader: Reader): Expression<SqlBool> {
  return reader.superAdmin ? providerMaySee(eb) : firmMaySee(eb, reader.clientId);
}

/** May list, search and be suggested: what they may see in the library, never a litigant file. */
export function inLibraryOf(eb: DocumentsEb, reader: Reader): Expression<SqlBool> {
  return eb.and([maySee(eb, reader), libraryDocument(eb)]);
}

/**
 * May attach to a case of their firm (the case is checked apart): what they may list. A case's documents are
 * library documents; its litigant files are its own already. The super administrator has no case.
 */
export function mayAttach(eb: DocumentsEb, reader: FirmReader): Expression<SqlBool> {
  return inLibraryOf(eb, reader);
}

/**
 * The reader's own documents: their firm's, or the provider's (no firm) for the super administrator. (Deleting
 * one of them that is public is refused with a 409 rather than a 403: see mayDelete.)
 */
export function ownedBy(eb: DocumentsEb, reader: Reader): Expression<SqlBool> {
  return reader.superAdmin ? eb('documents.client_id', 'is', null) : eb('documents.client_id', '=', reader.clientId);
}

/**
 * One scope of a list or a search (their union is asked): `cabinet` the reader's own library, `others` the
 * processed public documents of other sources, `case` the documents attached to the case `legalCaseId`
 * (already checked to be the reader's firm's). Always combined with inLibraryOf.
 */
export function inScope(
  eb: DocumentsEb,
  reader: Reader,
  scope: DocumentScope,
  legalCaseId: number | undefined,
): Expression<SqlBool> {
  switch (scope) {
    case 'cabinet':
      return eb.and([ownedBy(eb, reader), libraryDocument(eb)]);
    case 'others':
      return eb.and([
        eb('documents.visibility', '=', 'public'),
        eb('documents.state', '=', 'processed'),
        reader.superAdmin
          ? eb('documents.client_id', 'is not', null)
          : eb.or([eb('documents.client_id', 'is', null), eb('documents.client_id', '!=', reader.clientId)]),
      ]);
    case 'case':
      return eb(
        'documents.id',
        'in',
        eb
          .selectFrom('legal_case_documents')
          .select('legal_case_documents.document_id')
          .where('legal_case_documents.legal_case_id', '=', legalCaseId ?? -1),
      );
  }
}

/** The firm administrator of the document's firm is the reader (read at the statement: a handover counts at once). */
const administersDocumentFirm = (eb: DocumentsEb, reader: FirmReader) =>
  eb.exists(
    eb
      .selectFrom('clients')
      .select('clients.id')
      .whereRef('clients.id', '=', 'documents.client_id')
      .where('clients.admin_id', '=', reader.userId),
  );

/**
 * May delete: one of the reader's own private library documents (a public one serves other firms; a litigant
 * file goes with its case), and for a firm member only what they brought (source lawyer or uploader) unless
 * they administer the firm. The super administrator deletes the provider's private documents.
 */
export function mayDelete(eb: DocumentsEb, reader: Reader): Expression<SqlBool> {
  const ownPrivate = [ownedBy(eb, reader), libraryDocument(eb), eb('documents.visibility', '=', 'private')];
  if (reader.superAdmin) return eb.and(ownPrivate);
  return eb.and([
    ...ownPrivate,
    eb.or([
      eb('documents.source_lawyer_id', '=', reader.userId),
      eb('documents.uploaded_by', '=', reader.userId),
      administersDocumentFirm(eb, reader),
    ]),
  ]);
}

/**
 * May save a document's metadata (POST /api/documents/update-labelling with `metadata`): the super administrator
 * on any library document (the provider describes what it curates; never a litigant file), a firm member on what
 * they may delete (their firm's private documents they brought, or any of them for the firm administrator).
 */
export function mayDescribe(eb: DocumentsEb, reader: Reader): Expression<SqlBool> {
  return reader.superAdmin ? libraryDocument(eb) : mayDelete(eb, reader);
}

/**
 * May tag a document's passages, ask for suggested tags and edit the prompts: the provider's staff only, on any
 * library document (the tagging screen is theirs).
 */
export function mayTag(eb: DocumentsEb, reader: Reader): Expression<SqlBool> {
  return reader.superAdmin ? libraryDocument(eb) : eb.lit(false);
}

/**
 * May run the anonymisation (detect, decide, validate): the provider's staff on any library document (they review
 * what they publish and what firms hand them), a firm's members on their firm's library documents. Never a
 * litigant file.
 */
export function mayAnonymise(eb: DocumentsEb, reader: Reader): Expression<SqlBool> {
  return reader.superAdmin ? libraryDocument(eb) : eb.and([ownedBy(eb, reader), libraryDocument(eb)]);
}

/**
 * Reads the anonymised version rather than the original (its text, excerpts, search, download): a document
 * marked anonymous, for every firm member outside the firm that owns it (every firm for the provider's
 * documents). The owner and the provider's staff (who review it) keep the original. Such a document without a
 * validated anonymised text is not visible to those readers at all (publicAndProcessed).
 */
export function readsAnonymisedVersion(eb: DocumentsEb, reader: Reader): Expression<SqlBool> {
  if (reader.superAdmin) return eb.lit(false);
  return eb.and([
    eb('documents.anonymous', '=', 1),
    eb.or([eb('documents.client_id', 'is', null), eb('documents.client_id', '!=', reader.clientId)]),
  ]);
}
