// Version 013 on SQLite: the anonymisation of a document (issue 26).
// - `documents.anonymisation_status`: none (never detected), pending (a detection job queued or running),
//   proposed (entities wait for a person's review), validated (`anonymised_text` built from the accepted ones);
// - `documents.anonymisation_run`: the detection run queued and not ended yet (only that run writes its result);
// - `documents.anonymised_text`: the text readers outside the owner get, set only while validated (beside the
//   extracted text, as `text` is stored);
// - `anonymisation_entities`: the occurrences to replace, with their pseudonym (`replacement`, one per
//   `entity_group`), the reviewer's decision and who proposed them (`rules`, `llm:<model>`, `manual`);
// - `documents_anonymised_fts`: the anonymised texts indexed as `documents_fts` indexes the texts, so that a
//   reader who gets the anonymised version finds the document by its words and never by a replaced name. Only
//   rows with an anonymised text are in it (one update trigger does both halves: the order of several triggers
//   on one event is not something to rely on).
export default `
ALTER TABLE documents ADD COLUMN anonymisation_status TEXT NOT NULL DEFAULT 'none'
  CHECK (anonymisation_status IN ('none', 'pending', 'proposed', 'validated'));
ALTER TABLE documents ADD COLUMN anonymisation_run TEXT;
ALTER TABLE documents ADD COLUMN anonymised_text TEXT;

CREATE TABLE anonymisation_entities (
  id             INTEGER PRIMARY KEY,
  document_id    INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  start_index    INTEGER NOT NULL,
  end_index      INTEGER NOT NULL,
  content        TEXT NOT NULL,
  category       TEXT NOT NULL CHECK (category IN
    ('person', 'address', 'birth_date', 'national_number', 'iban', 'phone', 'email', 'plate', 'other')),
  replacement    TEXT NOT NULL,
  decision       TEXT NOT NULL CHECK (decision IN ('proposed', 'accepted', 'rejected')),
  entity_group   TEXT NOT NULL,
  source         TEXT NOT NULL,
  CHECK (end_index > start_index)
);
CREATE INDEX anonymisation_entities_document ON anonymisation_entities (document_id, start_index);

CREATE VIRTUAL TABLE documents_anonymised_fts USING fts5(
  name,
  anonymised_text,
  content = 'documents',
  content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4'
);
CREATE TRIGGER documents_anonymised_fts_insert AFTER INSERT ON documents WHEN new.anonymised_text IS NOT NULL BEGIN
  INSERT INTO documents_anonymised_fts (rowid, name, anonymised_text) VALUES (new.id, new.name, new.anonymised_text);
END;
CREATE TRIGGER documents_anonymised_fts_delete AFTER DELETE ON documents WHEN old.anonymised_text IS NOT NULL BEGIN
  INSERT INTO documents_anonymised_fts (documents_anonymised_fts, rowid, name, anonymised_text)
    VALUES ('delete', old.id, old.name, old.anonymised_text);
END;
CREATE TRIGGER documents_anonymised_fts_update AFTER UPDATE OF name, anonymised_text ON documents BEGIN
  INSERT INTO documents_anonymised_fts (documents_anonymised_fts, rowid, name, anonymised_text)
    SELECT 'delete', old.id, old.name, old.anonymised_text WHERE old.anonymised_text IS NOT NULL;
  INSERT INTO documents_anonymised_fts (rowid, name, anonymised_text)
    SELECT new.id, new.name, new.anonymised_text WHERE new.anonymised_text IS NOT NULL;
END;
`;
