// SQLite, version 004: how many cases each firm member has in each list rank, kept by triggers in the same
// transaction as the cases themselves, so a list's total is a sum of a few rows instead of an index walk,
// and a page deep in a list starts from the nearer end of its rank.
export default `
CREATE TABLE legal_case_counts (
  client_id   integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  -- 0 for a case assigned to nobody.
  user_id     integer NOT NULL,
  status_rank integer NOT NULL,
  n           integer NOT NULL,
  PRIMARY KEY (client_id, user_id, status_rank)
) WITHOUT ROWID;

INSERT INTO legal_case_counts (client_id, user_id, status_rank, n)
  SELECT client_id, COALESCE(user_id, 0), status_rank, COUNT(*) FROM legal_cases GROUP BY 1, 2, 3;

CREATE TRIGGER legal_cases_counted_insert AFTER INSERT ON legal_cases BEGIN
  INSERT INTO legal_case_counts (client_id, user_id, status_rank, n)
    VALUES (NEW.client_id, COALESCE(NEW.user_id, 0), NEW.status_rank, 1)
    ON CONFLICT (client_id, user_id, status_rank) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER legal_cases_counted_delete AFTER DELETE ON legal_cases BEGIN
  UPDATE legal_case_counts SET n = n - 1
    WHERE client_id = OLD.client_id AND user_id = COALESCE(OLD.user_id, 0) AND status_rank = OLD.status_rank;
END;

CREATE TRIGGER legal_cases_counted_update AFTER UPDATE OF status, user_id, client_id ON legal_cases
  WHEN OLD.status_rank IS NOT NEW.status_rank OR OLD.user_id IS NOT NEW.user_id OR OLD.client_id IS NOT NEW.client_id
BEGIN
  UPDATE legal_case_counts SET n = n - 1
    WHERE client_id = OLD.client_id AND user_id = COALESCE(OLD.user_id, 0) AND status_rank = OLD.status_rank;
  INSERT INTO legal_case_counts (client_id, user_id, status_rank, n)
    VALUES (NEW.client_id, COALESCE(NEW.user_id, 0), NEW.status_rank, 1)
    ON CONFLICT (client_id, user_id, status_rank) DO UPDATE SET n = n + 1;
END;
`;
