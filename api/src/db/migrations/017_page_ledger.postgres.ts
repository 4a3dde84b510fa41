// Version 017 on PostgreSQL (issue 27, finding 2): the plan's pages a year as a ledger. `page_ledger` holds one
// counter per firm and calendar year (UTC), raised by the upload that reserves a document's pages (a
// conditional upsert, so concurrent uploads cannot pass the plan's limit together) and corrected when
// processing reads the real count; never lowered by a deletion. `documents.ledger_pages` is what the document
// holds on its firm's ledger (NULL: not on any ledger, the provider's documents and the litigants' files).
// Documents already stored are charged what they counted before (their read pages, 0 while pending: processing
// then corrects them).
export default `
CREATE TABLE page_ledger (
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  year      integer NOT NULL,
  pages     integer NOT NULL DEFAULT 0,
  PRIMARY KEY (client_id, year)
);
ALTER TABLE documents ADD COLUMN ledger_pages integer;
UPDATE documents SET ledger_pages = COALESCE(page_count, 0) WHERE origin = 'lawyer' AND client_id IS NOT NULL;
INSERT INTO page_ledger (client_id, year, pages)
  SELECT client_id, year, SUM(ledger_pages) FROM (
    SELECT client_id, CAST(substr(created_at, 1, 4) AS integer) AS year, ledger_pages
    FROM documents WHERE ledger_pages IS NOT NULL
  ) AS charged
  GROUP BY client_id, year;
-- The per-account budget counts the uploads still waiting for processing.
CREATE INDEX documents_pending_by_uploader ON documents (uploaded_by) WHERE state = 'pending';
`;
