import type { Db } from '../db';

export type DocumentOrigin = 'litigant' | 'lawyer' | 'provider';

export interface DocumentRow {
  id: number;
  token: string;
  client_id: number | null;
  uploaded_by: number | null;
  origin: DocumentOrigin;
  legal_case_id: number | null;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  visibility: 'public' | 'private';
  state: 'pending' | 'success' | 'processed' | 'failure';
  created_at: string;
  updated_at: string;
}

export interface NewDocument {
  token: string;
  clientId: number;
  uploadedBy: number | null;
  origin: DocumentOrigin;
  legalCaseId: number | null;
  name: string;
  mime: string;
  size: number;
  sha256: string;
}

export function documentsRepository(db: Db) {
  const byToken = db.prepare<[string, number], DocumentRow>(
    'SELECT * FROM documents WHERE token = ? AND client_id = ?',
  );
  const litigantFiles = db.prepare<[number], DocumentRow>(
    "SELECT * FROM documents WHERE legal_case_id = ? AND origin = 'litigant' ORDER BY id",
  );
  const insert = db.prepare(
    `INSERT INTO documents (token, client_id, uploaded_by, origin, legal_case_id, name, mime, size, sha256,
       visibility, state, created_at, updated_at)
     VALUES (@token, @clientId, @uploadedBy, @origin, @legalCaseId, @name, @mime, @size, @sha256,
       'private', 'pending', @now, @now)`,
  );
  const markFailed = db.prepare("UPDATE documents SET state = 'failure', updated_at = ? WHERE token = ?");

  return {
    /** A document of this firm only: another firm's token is simply not found. */
    findByToken: (clientId: number, token: string): DocumentRow | undefined => byToken.get(token, clientId),
    litigantFilesOf: (legalCaseId: number): DocumentRow[] => litigantFiles.all(legalCaseId),
    create(document: NewDocument, now: Date): number {
      return Number(insert.run({ ...document, now: now.toISOString() }).lastInsertRowid);
    },
    markFailed(token: string, now: Date): void {
      markFailed.run(now.toISOString(), token);
    },
  };
}

export type DocumentsRepository = ReturnType<typeof documentsRepository>;
