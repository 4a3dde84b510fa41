// PostgreSQL, version 004: the same table and the same bookkeeping as 004_legal_case_counts.sqlite.ts, by a
// trigger function. When a case moves between two counters, the lower key is updated first: two moves in
// opposite directions (reassignments between two lawyers) then lock the rows in the same order and cannot
// deadlock.
export default `
CREATE TABLE legal_case_counts (
  client_id   integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  user_id     integer NOT NULL,
  status_rank integer NOT NULL,
  n           integer NOT NULL,
  PRIMARY KEY (client_id, user_id, status_rank)
);

INSERT INTO legal_case_counts (client_id, user_id, status_rank, n)
  SELECT client_id, COALESCE(user_id, 0), status_rank, COUNT(*) FROM legal_cases GROUP BY 1, 2, 3;

CREATE FUNCTION legal_case_count_add(firm integer, member integer, rank integer, delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO legal_case_counts (client_id, user_id, status_rank, n) VALUES (firm, member, rank, delta)
  ON CONFLICT (client_id, user_id, status_rank) DO UPDATE SET n = legal_case_counts.n + delta
$$;

CREATE FUNCTION legal_cases_counted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM legal_case_count_add(NEW.client_id, COALESCE(NEW.user_id, 0), NEW.status_rank, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM legal_case_count_add(OLD.client_id, COALESCE(OLD.user_id, 0), OLD.status_rank, -1);
  ELSIF (OLD.client_id, COALESCE(OLD.user_id, 0), OLD.status_rank)
        IS DISTINCT FROM (NEW.client_id, COALESCE(NEW.user_id, 0), NEW.status_rank) THEN
    IF (OLD.client_id, COALESCE(OLD.user_id, 0), OLD.status_rank)
       < (NEW.client_id, COALESCE(NEW.user_id, 0), NEW.status_rank) THEN
      PERFORM legal_case_count_add(OLD.client_id, COALESCE(OLD.user_id, 0), OLD.status_rank, -1);
      PERFORM legal_case_count_add(NEW.client_id, COALESCE(NEW.user_id, 0), NEW.status_rank, 1);
    ELSE
      PERFORM legal_case_count_add(NEW.client_id, COALESCE(NEW.user_id, 0), NEW.status_rank, 1);
      PERFORM legal_case_count_add(OLD.client_id, COALESCE(OLD.user_id, 0), OLD.status_rank, -1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER legal_cases_counted AFTER INSERT OR DELETE OR UPDATE OF status, user_id, client_id ON legal_cases
  FOR EACH ROW EXECUTE FUNCTION legal_cases_counted();
`;
