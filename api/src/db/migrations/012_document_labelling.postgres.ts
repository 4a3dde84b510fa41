// Version 012 on PostgreSQL: see the SQLite file (the same columns and table).
export default `
ALTER TABLE documents ADD COLUMN reference text;
ALTER TABLE documents ADD COLUMN unprocessed_openai_tag text NOT NULL DEFAULT '[]';
ALTER TABLE documents ADD COLUMN suggestions_provider text;
ALTER TABLE documents ADD COLUMN suggestions_error text;
ALTER TABLE documents ADD COLUMN suggestions_run text;

CREATE TABLE prompts (
  name       text PRIMARY KEY,
  prompt     text NOT NULL,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at text NOT NULL
);
`;
