// Version 011 on PostgreSQL: the search vectors kept in their rows. A vector of a 5 KB text (about 5 KB) went to
// TOAST, so ranking 10,000 matches fetched 10,000 vectors there (two chunks each, through the TOAST index): most
// of a common term's or a prefix's time. In line (STORAGE MAIN, no compression below a full page) ts_rank reads
// them where the GIN bitmap already led, 25 to 40 % faster on the search bench; a larger vector still moves out.
export default `
ALTER TABLE document_search SET (toast_tuple_target = 8160);
ALTER TABLE document_search ALTER COLUMN vector SET STORAGE MAIN;
-- Vectors written before are rewritten (a new value is stored by the new rules; an unchanged one keeps its place).
UPDATE document_search SET vector = vector || ''::tsvector;
`;
