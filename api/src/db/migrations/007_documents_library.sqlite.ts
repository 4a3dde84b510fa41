// Version 007 on SQLite: the library's Document entity on the existing `documents` table
// (the intake's litigant files keep their rows and go through the same processing), and the job queue.
export default `
-- Descriptive metadata: the columns the lists filter on, the rest of the metadata form as one JSON object.
ALTER TABLE documents ADD COLUMN type TEXT CHECK (type IN ('doctrine', 'jurisprudence', 'legislation', 'contract', 'document', 'quote', 'note', 'conclusion'));
ALTER TABLE documents ADD COLUMN country TEXT CHECK (country IN ('be', 'fr', 'lu', 'de', 'nl', 'eu', 'int'));
ALTER TABLE documents ADD COLUMN nature TEXT;
ALTER TABLE documents ADD COLUMN legislation_date TEXT;
ALTER TABLE documents ADD COLUMN language TEXT CHECK (language IN ('de', 'en', 'fr', 'lu', 'nl'));
ALTER TABLE documents ADD COLUMN title TEXT;
ALTER TABLE documents ADD COLUMN anonymous INTEGER NOT NULL DEFAULT 0 CHECK (anonymous IN (0, 1));
ALTER TABLE documents ADD COLUMN metadata TEXT NOT NULL DEFAULT '{}';
-- The source lawyer of a lawyer's document (the source itself is \`origin\`: lawyer or provider).
ALTER TABLE documents ADD COLUMN source_lawyer_id INTEGER REFERENCES users (id) ON DELETE SET NULL;
-- Proposed by a lawyer to the library (the lists' \`proposed\` filter).
ALTER TABLE documents ADD COLUMN proposed INTEGER NOT NULL DEFAULT 0 CHECK (proposed IN (0, 1));
-- Processing: extracted text, its page count, the reason key of a failure, the summary and the labels.
ALTER TABLE documents ADD COLUMN text TEXT;
ALTER TABLE documents ADD COLUMN page_count INTEGER;
ALTER TABLE documents ADD COLUMN failure_reason TEXT;
ALTER TABLE documents ADD COLUMN summary TEXT;
ALTER TABLE documents ADD COLUMN categorization TEXT NOT NULL DEFAULT '[]';
ALTER TABLE documents ADD COLUMN processed_at TEXT;

CREATE INDEX documents_client_state ON documents (client_id, state, created_at DESC, id DESC);
CREATE INDEX documents_visibility_state ON documents (visibility, state, created_at DESC, id DESC);

-- Library documents attached to cases (POST /api/legal-cases/add-document): a public document may
-- serve several firms' cases, so the link is its own row (litigant files keep documents.legal_case_id).
CREATE TABLE legal_case_documents (
  legal_case_id INTEGER NOT NULL REFERENCES legal_cases (id) ON DELETE CASCADE,
  document_id   INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  added_by      INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at    TEXT NOT NULL,
  PRIMARY KEY (legal_case_id, document_id)
);
CREATE INDEX legal_case_documents_document ON legal_case_documents (document_id);

-- Work done outside the request (text extraction). Claimed by one worker at a time until locked_until;
-- a worker that dies leaves its lock to expire and another claims the job again.
CREATE TABLE jobs (
  id           INTEGER PRIMARY KEY,
  kind         TEXT NOT NULL,
  payload      TEXT NOT NULL,
  state        TEXT NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  attempts     INTEGER NOT NULL DEFAULT 0,
  max_attempts INTEGER NOT NULL DEFAULT 3,
  run_after    TEXT NOT NULL,
  locked_by    TEXT,
  locked_until TEXT,
  last_error   TEXT,
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL
);
-- The claim reads queued jobs due now and running ones whose lock expired, oldest first.
CREATE INDEX jobs_claim ON jobs (state, run_after, id);
`;
