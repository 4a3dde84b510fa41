// Version 012 on SQLite: what the metadata form and the tagging screen store (issues 24 and 25).
// - `reference`: the citation computed from the metadata on every save (lists and search results show it);
// - the suggested tags (`unprocessed_openai_tag`, a JSON list of labels), who made them (`suggestions_provider`:
//   `rules` or `llm:<model>`), why the last run failed (`suggestions_error`, a message key) and the run under way
//   (`suggestions_run`: set when a run is queued, cleared by that run only, so a run superseded by a newer one
//   writes nothing);
// - `prompts`: the prompts the super administrator edited (one row per prompt name; without a row the
//   product's default applies, so a release may improve a default nobody changed).
export default `
ALTER TABLE documents ADD COLUMN reference TEXT;
ALTER TABLE documents ADD COLUMN unprocessed_openai_tag TEXT NOT NULL DEFAULT '[]';
ALTER TABLE documents ADD COLUMN suggestions_provider TEXT;
ALTER TABLE documents ADD COLUMN suggestions_error TEXT;
ALTER TABLE documents ADD COLUMN suggestions_run TEXT;

CREATE TABLE prompts (
  name       TEXT PRIMARY KEY,
  prompt     TEXT NOT NULL,
  updated_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  updated_at TEXT NOT NULL
);
`;
