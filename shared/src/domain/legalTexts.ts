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
  terms: { version: '1.0', date: '2026-11-23' },
  privacy: { version: '1.0', date: '2026-11-23' },
  cookies: { version: '1.0', date: '2026-11-23' },
  notices: { version: '1.0', date: '2026-11-23' },
};

export const TERMS_VERSION = LEGAL_TEXT_VERSIONS.terms.version;
export const PRIVACY_VERSION = LEGAL_TEXT_VERSIONS.privacy.version;
