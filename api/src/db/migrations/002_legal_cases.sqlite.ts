// SQLite schema of version 002, as first released (never edit a released migration).
export default `
-- Reference data (skill categories, law cases, questionnaires), lawyers' skills, legal cases and
-- the documents a firm owns (litigant files now; the library extends this table later).
-- Localised texts are stored per language (fr, en, nl): the specification's question shape is
-- { title: {fr,en,nl}, answers: [{ value, label: {fr,en,nl} }] }.

CREATE TABLE skill_categories (
  id             INTEGER PRIMARY KEY,
  code           TEXT NOT NULL UNIQUE,
  description_fr TEXT NOT NULL,
  description_en TEXT NOT NULL,
  description_nl TEXT NOT NULL,
  position       INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE law_cases (
  id          INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES skill_categories (id) ON DELETE CASCADE,
  code        TEXT NOT NULL UNIQUE,
  content_fr  TEXT NOT NULL,
  content_en  TEXT NOT NULL,
  content_nl  TEXT NOT NULL,
  penal       INTEGER NOT NULL DEFAULT 0 CHECK (penal IN (0, 1)),
  position    INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX law_cases_category_id ON law_cases (category_id);

CREATE TABLE questions (
  id            INTEGER PRIMARY KEY,
  law_case_id   INTEGER NOT NULL REFERENCES law_cases (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL DEFAULT 0,
  question_type TEXT NOT NULL CHECK (question_type IN ('checkbox', 'radio', 'file', 'files', 'date', 'other')),
  required      INTEGER NOT NULL DEFAULT 0 CHECK (required IN (0, 1)),
  -- JSON: { "fr": "...", "en": "...", "nl": "..." }
  title         TEXT NOT NULL,
  -- JSON: [{ "value": "...", "label": { "fr": "...", "en": "...", "nl": "..." } }] (empty for file, files, date, other)
  answers       TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX questions_law_case_id ON questions (law_case_id, position);

CREATE TABLE user_skill_categories (
  user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES skill_categories (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, category_id)
);
CREATE INDEX user_skill_categories_category_id ON user_skill_categories (category_id);

CREATE TABLE legal_cases (
  id                    INTEGER PRIMARY KEY,
  token                 TEXT NOT NULL UNIQUE,
  client_id             INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  user_id               INTEGER REFERENCES users (id) ON DELETE SET NULL,
  law_case_id           INTEGER REFERENCES law_cases (id) ON DELETE SET NULL,
  status                TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'opened', 'closed', 'refused')),
  -- Lists show new, then processing (opened), then closed and refused; the rank keeps that order in an index.
  status_rank           INTEGER GENERATED ALWAYS AS (CASE status WHEN 'new' THEN 0 WHEN 'opened' THEN 1 ELSE 2 END) VIRTUAL,
  state                 TEXT CHECK (state IS NULL OR state = 'failure'),
  lang                  TEXT NOT NULL DEFAULT 'fr' CHECK (lang IN ('fr', 'en', 'nl')),
  litigant_firstname    TEXT NOT NULL,
  litigant_lastname     TEXT NOT NULL,
  litigant_email        TEXT NOT NULL,
  litigant_phone        TEXT NOT NULL,
  -- JSON array in the specification's shape: [{ question_type, question: { title, answers }, answer }]
  questions_and_answers TEXT NOT NULL DEFAULT '[]',
  created_at            TEXT NOT NULL,
  updated_at            TEXT NOT NULL
);
-- AllCases (the whole firm) and MyCases (one lawyer), both in list order, both able to skip closed cases.
CREATE INDEX legal_cases_firm_list ON legal_cases (client_id, status_rank, created_at DESC, id DESC);
CREATE INDEX legal_cases_user_list ON legal_cases (client_id, user_id, status_rank, created_at DESC, id DESC);

CREATE TABLE documents (
  id            INTEGER PRIMARY KEY,
  token         TEXT NOT NULL UNIQUE,
  client_id     INTEGER REFERENCES clients (id) ON DELETE CASCADE,
  uploaded_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
  -- litigant: sent through the intake form; lawyer and provider: uploaded in the library.
  origin        TEXT NOT NULL CHECK (origin IN ('litigant', 'lawyer', 'provider')),
  legal_case_id INTEGER REFERENCES legal_cases (id) ON DELETE CASCADE,
  name          TEXT NOT NULL,
  mime          TEXT NOT NULL,
  size          INTEGER NOT NULL,
  sha256        TEXT NOT NULL,
  visibility    TEXT NOT NULL DEFAULT 'private' CHECK (visibility IN ('public', 'private')),
  state         TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'success', 'processed', 'failure')),
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL
);
CREATE INDEX documents_client_id ON documents (client_id, created_at DESC);
CREATE INDEX documents_legal_case_id ON documents (legal_case_id);

-- Server-side secrets generated once per installation (for example the key that signs intake form tokens).
CREATE TABLE app_secrets (
  name  TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;
