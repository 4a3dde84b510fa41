// Version 009 on SQLite: full-text search over the documents' name and extracted text.
// An FTS5 index whose content is the documents table itself (no second copy of the text), kept in step by
// triggers, so every writer (upload, processing, tagging, the intake) updates it without knowing it exists.
export default `
CREATE VIRTUAL TABLE documents_fts USING fts5(
  name,
  text,
  content = 'documents',
  content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4'
);
INSERT INTO documents_fts (documents_fts) VALUES ('rebuild');

CREATE TRIGGER documents_fts_insert AFTER INSERT ON documents BEGIN
  INSERT INTO documents_fts (rowid, name, text) VALUES (new.id, new.name, new.text);
END;
CREATE TRIGGER documents_fts_delete AFTER DELETE ON documents BEGIN
  INSERT INTO documents_fts (documents_fts, rowid, name, text) VALUES ('delete', old.id, old.name, old.text);
END;
CREATE TRIGGER documents_fts_update AFTER UPDATE OF name, text ON documents BEGIN
  INSERT INTO documents_fts (documents_fts, rowid, name, text) VALUES ('delete', old.id, old.name, old.text);
  INSERT INTO documents_fts (rowid, name, text) VALUES (new.id, new.name, new.text);
END;

-- The search's filters without free text read these instead of the whole table.
CREATE INDEX documents_type_country ON documents (type, country, nature, legislation_date);

-- The law cases a document is about (its metadata's lawcases): the case suggestions read them by law case.
CREATE TABLE document_law_cases (
  document_id INTEGER NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  law_case_id INTEGER NOT NULL REFERENCES law_cases (id) ON DELETE CASCADE,
  PRIMARY KEY (document_id, law_case_id)
);
CREATE INDEX document_law_cases_law_case ON document_law_cases (law_case_id, document_id);
`;
