// Version 011 on SQLite: nothing. (PostgreSQL keeps its search vectors in their rows from this version; FTS5
// stores its index in its own tables.)
export default `
-- No change on SQLite.
`;
