// LexDesk's own legal texts (mf-auth's Legals page): the version and date each one shows. Subscribe sends the
// terms and privacy versions the user accepted; the server refuses any other and stores them with the time.
// Changing a text means a new version here (and the page shows it to new subscribers).

export const LEXDESK_LEGAL_TEXTS = ['terms', 'privacy', 'cookies', 'notices'] as const;
export type LexDeskLegalText = (typeof LEXDESK_LEGAL_TEXTS)[number];

export interface LegalTextVersion {
  version: string;
  /** The day the version took effect, YYYY-MM-DD. */
  date: string;
}

export const LEGAL_TEXT_VERSIONS: Readonly<Record<LexDeskLegalText, LegalTextVersion>> = {
  // 2.0 (issue 23): professional secrecy, the data processing agreement annexed to the terms, the provider staff's
  // logged access to private documents, the operator's details in the notice from its settings.
  // 2.1: what the access log records (who, when, which document, which action; not list or search rows), where
  // the firm's administrator reads it, and how long it is kept (as long as the firm's account).
  terms: { version: '2.1', date: '2026-11-27' },
  privacy: { version: '2.1', date: '2026-11-27' },
  cookies: { version: '1.0', date: '2026-11-23' },
  notices: { version: '2.0', date: '2026-11-27' },
};

export const TERMS_VERSION = LEGAL_TEXT_VERSIONS.terms.version;
export const PRIVACY_VERSION = LEGAL_TEXT_VERSIONS.privacy.version;
