// Version 014 on SQLite: a date question may be a deadline's starting point (a decision, payment order, judgment
// or letter received or served, a hearing): the case screen shows those answers as dates. Filled by the
// reference data at every start; a case keeps the flag in its own copy of the questions.
export default `
ALTER TABLE questions ADD COLUMN deadline INTEGER NOT NULL DEFAULT 0 CHECK (deadline IN (0, 1));
`;
