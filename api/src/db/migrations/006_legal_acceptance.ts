// Version 006, the same DDL on both engines: which versions of LexDesk's terms of use and privacy policy a
// subscriber accepted, and when (null for invited users and accounts made before this version).
export default `
ALTER TABLE users ADD COLUMN terms_version text;
ALTER TABLE users ADD COLUMN privacy_version text;
ALTER TABLE users ADD COLUMN legal_accepted_at text;
`;
