// Version 003, the same on both engines: folded search columns (no custom SQL function needed), and the
// state several API instances share: rate-limit counters, known sign-ins, spent proof-of-work challenges.
export default `
ALTER TABLE users ADD COLUMN name_folded text NOT NULL DEFAULT '';
ALTER TABLE law_cases ADD COLUMN content_fr_folded text NOT NULL DEFAULT '';
ALTER TABLE law_cases ADD COLUMN content_en_folded text NOT NULL DEFAULT '';
ALTER TABLE law_cases ADD COLUMN content_nl_folded text NOT NULL DEFAULT '';

CREATE TABLE rate_limits (
  key            text PRIMARY KEY,
  count          integer NOT NULL,
  window_ends_at text NOT NULL
);
CREATE INDEX rate_limits_window_ends_at ON rate_limits (window_ends_at);

CREATE TABLE known_sign_ins (
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('device', 'address')),
  value_hash   text NOT NULL,
  last_seen_at text NOT NULL,
  PRIMARY KEY (user_id, kind, value_hash)
);

CREATE TABLE spent_challenges (
  id         text PRIMARY KEY,
  expires_at text NOT NULL
);
CREATE INDEX spent_challenges_expires_at ON spent_challenges (expires_at);
`;
