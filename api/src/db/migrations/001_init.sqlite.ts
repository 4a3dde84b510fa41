// SQLite schema of version 001, as first released (never edit a released migration).
export default `
-- Firms (the specifications call them clients), their users, sessions and one-time tokens.
-- Times are ISO-8601 UTC strings: they sort and compare as text.

CREATE TABLE clients (
  id                  INTEGER PRIMARY KEY,
  uuid                TEXT NOT NULL UNIQUE,
  name                TEXT,
  -- Nullable only because a firm and its first user are created one after the other.
  admin_id            INTEGER REFERENCES users (id) ON DELETE SET NULL,
  mail_system         INTEGER NOT NULL DEFAULT 2 CHECK (mail_system IN (1, 2)),
  email_box           TEXT,
  uses_kleos          INTEGER NOT NULL DEFAULT 0 CHECK (uses_kleos IN (0, 1)),
  uses_dioxa          INTEGER NOT NULL DEFAULT 0 CHECK (uses_dioxa IN (0, 1)),
  trial_ends_at       TEXT,
  -- 'trial' is derived from trial_ends_at; only a paid subscription is stored.
  subscription_status TEXT NOT NULL DEFAULT 'none' CHECK (subscription_status IN ('active', 'none')),
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL
);

CREATE TABLE users (
  id                               INTEGER PRIMARY KEY,
  client_id                        INTEGER REFERENCES clients (id) ON DELETE CASCADE,
  email                            TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash                    TEXT NOT NULL,
  name                             TEXT NOT NULL,
  firstname                        TEXT,
  lastname                         TEXT,
  admin                            INTEGER NOT NULL DEFAULT 0 CHECK (admin IN (0, 1)),
  profile_picture                  TEXT,
  has_user_set_their_skills        INTEGER NOT NULL DEFAULT 0,
  has_user_set_casus_on_their_site INTEGER NOT NULL DEFAULT 0,
  has_done_onboarding              INTEGER NOT NULL DEFAULT 0,
  has_ever_received_a_case         INTEGER NOT NULL DEFAULT 0,
  created_at                       TEXT NOT NULL,
  updated_at                       TEXT NOT NULL
);
CREATE INDEX users_client_id ON users (client_id);

CREATE TABLE sessions (
  id_hash      TEXT PRIMARY KEY,
  user_id      INTEGER REFERENCES users (id) ON DELETE CASCADE,
  csrf_token   TEXT NOT NULL,
  created_at   TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);
CREATE INDEX sessions_last_seen_at ON sessions (last_seen_at);
CREATE INDEX sessions_created_at ON sessions (created_at);

CREATE TABLE invitations (
  id         INTEGER PRIMARY KEY,
  client_id  INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  email      TEXT NOT NULL COLLATE NOCASE,
  token_hash TEXT NOT NULL UNIQUE,
  invited_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at    TEXT
);
CREATE INDEX invitations_client_id ON invitations (client_id);

CREATE TABLE password_resets (
  id         INTEGER PRIMARY KEY,
  email      TEXT NOT NULL COLLATE NOCASE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at    TEXT
);
CREATE INDEX password_resets_email ON password_resets (email);
`;
