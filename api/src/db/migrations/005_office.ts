// Version 005, the same DDL on both engines: each user's language (the language of the mails they get),
// and each firm's published policies (privacy and terms, one sanitised text per language).
export default `
ALTER TABLE users ADD COLUMN lang text NOT NULL DEFAULT 'fr' CHECK (lang IN ('fr', 'en', 'nl'));

CREATE TABLE policies (
  client_id  integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  type       text NOT NULL CHECK (type IN ('privacy', 'terms')),
  lang       text NOT NULL CHECK (lang IN ('fr', 'en', 'nl')),
  content    text NOT NULL,
  updated_at text NOT NULL,
  PRIMARY KEY (client_id, type, lang)
);
`;
