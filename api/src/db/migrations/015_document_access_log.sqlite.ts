// Version 015 on SQLite: the provider's accesses to a firm's private documents (issue 23 item 1), which the
// firm's administrator reads in the office screens. Who, which document and its name are copied at the time of
// the access, so a line keeps saying what happened after the document or the account is gone; the lines go
// with the firm (kept as long as the firm's account). Read newest first, one firm at a time.
export default `
CREATE TABLE document_access_log (
  id             INTEGER PRIMARY KEY,
  client_id      INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  document_id    INTEGER REFERENCES documents (id) ON DELETE SET NULL,
  document_token TEXT NOT NULL,
  document_name  TEXT NOT NULL,
  user_id        INTEGER REFERENCES users (id) ON DELETE SET NULL,
  user_name      TEXT NOT NULL,
  user_email     TEXT NOT NULL,
  action         TEXT NOT NULL CHECK (action IN ('detail', 'text', 'download', 'preview', 'edit')),
  created_at     TEXT NOT NULL
);
CREATE INDEX document_access_log_client ON document_access_log (client_id, created_at DESC, id DESC);
`;
