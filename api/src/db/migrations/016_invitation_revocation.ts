// Version 016, the same DDL on both engines: an invitation revoked by the firm administrator, or replaced by a
// newer link to the same address (invited again, resent), keeps its row (ids are never handed out twice, and a
// screen still naming an old id cannot reach a newer invitation) with the time its link stopped working.
export default `
ALTER TABLE invitations ADD COLUMN revoked_at text;
`;
