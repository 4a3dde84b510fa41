// Anonymisation of the natural persons named in a document (issue 26, "The contract"). Offsets are JavaScript
// string offsets into the document's extracted text, end exclusive, as for the labels' selections.
import { type Static, Type } from '@sinclair/typebox';
import { stringEnum, strictObject } from './schema';

export const ANONYMISATION_CATEGORIES = [
  'person',
  'address',
  'birth_date',
  'national_number',
  'iban',
  'phone',
  'email',
  'plate',
  'other',
] as const;
export type AnonymisationCategory = (typeof ANONYMISATION_CATEGORIES)[number];

export const ANONYMISATION_DECISIONS = ['proposed', 'accepted', 'rejected'] as const;
export type AnonymisationDecision = (typeof ANONYMISATION_DECISIONS)[number];

/**
 * none: never detected; pending: a detection job is queued or running; proposed: entities wait for a person's
 * review; validated: the anonymised text is built and is what readers outside the owner see.
 */
export const ANONYMISATION_STATUSES = ['none', 'pending', 'proposed', 'validated'] as const;
export type AnonymisationStatus = (typeof ANONYMISATION_STATUSES)[number];

/**
 * Who proposed an entity: the embedded rules, a language model (`llm:<model>`), or the reviewer by hand.
 * Beyond the contract's fields, as the issue asks each proposal to be "marked with its source".
 */
export const AnonymisationSource = Type.String({ pattern: '^(rules|manual|llm:.+)$' });
export type AnonymisationSource = Static<typeof AnonymisationSource>;

/**
 * One occurrence to replace. Every occurrence of one person (its variants: "Monsieur Jean DUPONT", "J. Dupont",
 * "DUPONT") shares a `group` and so one `replacement`; `group` is beyond the contract's fields.
 */
export const AnonymisationEntity = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  start_index: Type.Integer({ minimum: 0 }),
  end_index: Type.Integer({ minimum: 0 }),
  content: Type.String(),
  category: stringEnum(ANONYMISATION_CATEGORIES),
  replacement: Type.String(),
  decision: stringEnum(ANONYMISATION_DECISIONS),
  group: Type.String(),
  source: AnonymisationSource,
});
export type AnonymisationEntity = Static<typeof AnonymisationEntity>;

/** GET /api/documents/{token}/anonymisation, and the answer of the decisions and validate calls. */
export const AnonymisationView = Type.Object({
  status: stringEnum(ANONYMISATION_STATUSES),
  entities: Type.Array(AnonymisationEntity),
});
export type AnonymisationView = Static<typeof AnonymisationView>;

/** A decision on a proposed entity. */
export const AnonymisationDecisionInput = strictObject({
  id: Type.Integer({ minimum: 1 }),
  decision: stringEnum(ANONYMISATION_DECISIONS),
});
export type AnonymisationDecisionInput = Static<typeof AnonymisationDecisionInput>;

/**
 * An entity added by hand: checked against the text like a label's selection. It joins `group` when given (an
 * existing entity's), else the group whose occurrences have the same content, else a new one.
 */
export const AnonymisationAddition = strictObject({
  start_index: Type.Integer({ minimum: 0 }),
  end_index: Type.Integer({ minimum: 0 }),
  content: Type.String({ minLength: 1, maxLength: 500 }),
  category: stringEnum(ANONYMISATION_CATEGORIES),
  group: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type AnonymisationAddition = Static<typeof AnonymisationAddition>;

/** POST /api/documents/{token}/anonymisation. */
export const AnonymisationDecisionsBody = strictObject({
  entities: Type.Array(Type.Union([AnonymisationDecisionInput, AnonymisationAddition]), { maxItems: 5000 }),
});
export type AnonymisationDecisionsBody = Static<typeof AnonymisationDecisionsBody>;
