// Version 007, the same DDL on both engines: the litigant-name search and status filter of the case lists.
// The name is stored folded (lib/litigantName.ts, "first last"; written with the case, filled for older
// rows by the data step) so that accents and case are ignored without an extension (PostgreSQL's unaccent
// is not assumed). The list indexes are rebuilt under the same names with what a filtered list tests
// (status, the folded name) after their ordering columns: a filtered page and its count walk the same
// index in list order and test each entry there, without reading the row.
export default `
ALTER TABLE legal_cases ADD COLUMN litigant_name_folded text NOT NULL DEFAULT '';
DROP INDEX legal_cases_firm_list;
DROP INDEX legal_cases_user_list;
CREATE INDEX legal_cases_firm_list
  ON legal_cases (client_id, status_rank, created_at DESC, id DESC, status, litigant_name_folded);
CREATE INDEX legal_cases_user_list
  ON legal_cases (client_id, user_id, status_rank, created_at DESC, id DESC, status, litigant_name_folded);
`;
