// Version 014 on PostgreSQL: see the SQLite file (the same column, as the other flags: smallint 0/1).
export default `
ALTER TABLE questions ADD COLUMN deadline smallint NOT NULL DEFAULT 0 CHECK (deadline IN (0, 1));
`;
