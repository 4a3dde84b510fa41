// The public intake form (specification 000, section 1): what the litigant's page reads and gets back.
import { type Static, Type } from '@sinclair/typebox';
import { CategoryRef } from './accounts';
import { LawCase, QUESTION_TYPES } from './legalCases';
import { firmUuid, id, lang, locale, nullable, stringEnum, strictObject } from './schema';

export const IntakeQuestion = Type.Object({
  id,
  question_type: stringEnum(QUESTION_TYPES),
  required: Type.Boolean(),
  /** In the form's language. */
  title: Type.String(),
  answers: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
});
export type IntakeQuestion = Static<typeof IntakeQuestion>;

export const IntakeCategory = Type.Object({ id, description: Type.String(), law_cases: Type.Array(LawCase) });
export type IntakeCategory = Static<typeof IntakeCategory>;

/**
 * A proof-of-work challenge (ALTCHA's format, SHA-256): the page finds the number n in 0..maxnumber
 * whose SHA-256 of `salt + n` in hex is `challenge`, then sends {algorithm, challenge, number, salt,
 * signature} as JSON, base64-encoded, in the multipart field INTAKE_PROOF_OF_WORK_FIELD. The salt
 * carries the expiry (`?expires=<unix seconds>&`), the signature is the server's HMAC of `challenge`.
 */
export const IntakeChallenge = Type.Object({
  algorithm: Type.Literal('SHA-256'),
  challenge: Type.String(),
  maxnumber: Type.Integer(),
  salt: Type.String(),
  signature: Type.String(),
});
export type IntakeChallenge = Static<typeof IntakeChallenge>;

export const IntakeForm = Type.Object({
  firm: Type.Object({ uuid: Type.String(), name: nullable(Type.String()) }),
  lang: locale,
  /** null when the link names no law case (or an unknown one): the litigant picks one in `categories`. */
  law_case: nullable(Type.Object({ id, content: Type.String(), category: CategoryRef })),
  questions: Type.Array(IntakeQuestion),
  categories: Type.Array(IntakeCategory),
  /** Signed by the server, sent back in X-Intake-Token: the form cannot be posted from another site. */
  form_token: Type.String(),
  /** Solved by the page in the background; one solution serves one submission (scripts pay for each). */
  challenge: IntakeChallenge,
  /**
   * The firm's own privacy policy, in the form's language when the firm wrote one in it, else in another of
   * its languages; null when the firm has none (the acknowledgement then links to LexDesk's legal page).
   */
  privacy_url: Type.Optional(nullable(Type.String())),
});
export type IntakeForm = Static<typeof IntakeForm>;

export const IntakeReceipt = Type.Object({ received_at: Type.String() });
export type IntakeReceipt = Static<typeof IntakeReceipt>;

export const IntakeFormQuery = strictObject({
  uuid: firmUuid,
  // Lenient: the magic link may carry an empty or stale law case; the form then offers the choice.
  law_case: Type.Optional(Type.String({ maxLength: 20 })),
  lang: Type.Optional(lang),
});
export type IntakeFormQuery = Static<typeof IntakeFormQuery>;
