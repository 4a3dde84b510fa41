// Version 009 on PostgreSQL: full-text search over the documents' name and extracted text.
// Text search configurations that fold accents (unaccent) before stemming, one per language the library
// holds, so that "éviction" and "eviction" meet and ts_headline marks the accented word in the original text.
// The vector (weight A the name, B the text), in the configuration of the document's language (French, Dutch,
// else no stemming), lives in document_search under a GIN index, kept by triggers: every writer keeps it
// without knowing it exists.
export default `
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE TEXT SEARCH CONFIGURATION lexdesk_french (COPY = french);
ALTER TEXT SEARCH CONFIGURATION lexdesk_french
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
CREATE TEXT SEARCH CONFIGURATION lexdesk_dutch (COPY = dutch);
ALTER TEXT SEARCH CONFIGURATION lexdesk_dutch
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, dutch_stem;
CREATE TEXT SEARCH CONFIGURATION lexdesk_simple (COPY = simple);
ALTER TEXT SEARCH CONFIGURATION lexdesk_simple
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;

-- The configuration of a document's language.
CREATE FUNCTION lexdesk_search_config(language text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE language
    WHEN 'fr' THEN 'lexdesk_french'::regconfig
    WHEN 'nl' THEN 'lexdesk_dutch'::regconfig
    ELSE 'lexdesk_simple'::regconfig
  END $$;

-- One row per document, beside it rather than in it: the lists' SELECT * does not carry the vector.
CREATE TABLE document_search (
  document_id integer PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
  config      regconfig NOT NULL,
  vector      tsvector NOT NULL
);
CREATE INDEX document_search_vector ON document_search USING gin (vector);

-- File names read as words: "contrat_bail-2024.pdf" is "contrat bail 2024 pdf".
CREATE FUNCTION document_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO document_search (document_id, config, vector)
  VALUES (
    NEW.id,
    lexdesk_search_config(NEW.language),
    setweight(to_tsvector(lexdesk_search_config(NEW.language), regexp_replace(NEW.name, '[_.-]+', ' ', 'g')), 'A')
      || setweight(to_tsvector(lexdesk_search_config(NEW.language), coalesce(NEW.text, '')), 'B')
  )
  ON CONFLICT (document_id) DO UPDATE SET config = EXCLUDED.config, vector = EXCLUDED.vector;
  RETURN NULL;
END
$$;
CREATE TRIGGER documents_search_insert AFTER INSERT ON documents
  FOR EACH ROW EXECUTE FUNCTION document_search_sync();
CREATE TRIGGER documents_search_update AFTER UPDATE OF name, text, language ON documents
  FOR EACH ROW EXECUTE FUNCTION document_search_sync();
INSERT INTO document_search (document_id, config, vector)
  SELECT id, lexdesk_search_config(language),
    setweight(to_tsvector(lexdesk_search_config(language), regexp_replace(name, '[_.-]+', ' ', 'g')), 'A')
      || setweight(to_tsvector(lexdesk_search_config(language), coalesce(text, '')), 'B')
  FROM documents;

-- The search's filters without free text read these instead of the whole table.
CREATE INDEX documents_type_country ON documents (type, country, nature, legislation_date);

-- The law cases a document is about (its metadata's lawcases): the case suggestions read them by law case.
CREATE TABLE document_law_cases (
  document_id integer NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  law_case_id integer NOT NULL REFERENCES law_cases (id) ON DELETE CASCADE,
  PRIMARY KEY (document_id, law_case_id)
);
CREATE INDEX document_law_cases_law_case ON document_law_cases (law_case_id, document_id);
`;
