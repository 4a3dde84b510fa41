// Business constants of the specifications (section 9 of both documents).
export const PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 3;
export const FOCUS_DELAY_MS = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const CATEGORY_PAGE_SIZE = 100;
export const MOBILE_BREAKPOINT_PX = 768;
export const PREVIEW_FRAME_HEIGHT = 407;
export const TRIAL_DAYS = 30;
export const LOGOUT_RELOAD_DELAY_MS = 100;
/** Litigant contact fields and free answers of the intake form. */
export const INTAKE_TEXT_MAX_LENGTH = 5000;
export const INTAKE_NAME_MAX_LENGTH = 120;
/**
 * The multipart field of POST /api/intake carrying the solved proof-of-work challenge (IntakeChallenge):
 * base64 of the JSON {algorithm, challenge, number, salt, signature}. The page sends it first, before
 * any file, so that the server can refuse an unsolved submission before storing anything.
 */
export const INTAKE_PROOF_OF_WORK_FIELD = 'altcha';
/** The states of a case (section 4): what a list's status filter offers and the API accepts. */
export const LEGAL_CASE_STATUSES = ['new', 'opened', 'closed', 'refused'] as const;
/** The longest litigant-name search a case list sends (GET /api/legal-cases?q=). */
export const CASE_SEARCH_MAX_LENGTH = 100;
/** The longest reason a lawyer may give the litigant when refusing a case (POST /api/legal-cases/refuse). */
export const CASE_REFUSAL_REASON_MAX_LENGTH = 1000;
