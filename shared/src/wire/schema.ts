// The building blocks of the wire contract: JSON schemas (TypeBox) that also give their TypeScript types.
// Bodies and queries refuse unknown fields (the API's AJV instance does not strip them); answers declare their
// exact shape, so that the API's serialiser writes those fields and no other.
import { type SchemaOptions, type TObject, type TProperties, type TSchema, Type } from '@sinclair/typebox';
import { LOCALES } from '../types/entities';

/** An object refusing unknown properties (422 `field_not_allowed`); required unless wrapped in Type.Optional. */
export function strictObject<P extends TProperties>(properties: P, options: SchemaOptions = {}): TObject<P> {
  return Type.Object(properties, { ...options, additionalProperties: false });
}

/** A string among `values`, as the `enum` keyword (one `field_invalid` message, like a hand-written schema). */
export function stringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}) {
  return Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });
}

/** An integer among `values`, typed as the union of the values. */
export function integerEnum<const T extends readonly number[]>(values: T, options: SchemaOptions = {}) {
  return Type.Unsafe<T[number]>({ ...options, type: 'integer', enum: [...values] });
}

export function nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** A database id in an answer. */
export const id = Type.Integer();
/** A database id sent by a client (params and bodies): a positive 32-bit integer. */
export const idInput = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const locale = stringEnum(LOCALES);
export const flag01 = integerEnum([0, 1]);
export const localizedText = Type.Object({ fr: Type.String(), en: Type.String(), nl: Type.String() });

/** `format: 'email'` is the browser's own isEmail (registered by the API), not ajv-formats' rule. */
export const email = Type.String({ minLength: 1, maxLength: 254, format: 'email' });
// argon2 accepts any length; the cap keeps a megabyte "password" from costing CPU.
export const password = Type.String({ minLength: 1, maxLength: 1024 });
export const token = Type.String({ minLength: 1, maxLength: 200 });
export const personName = Type.String({ minLength: 1, maxLength: 120 });
export const firmUuid = Type.String({ minLength: 1, maxLength: 100 });
export const isoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** Every GET carries ?lang= (the client's locale); it picks the language of messages. */
export const lang = Type.String({ maxLength: 10 });
export const LangQuery = strictObject({ lang: Type.Optional(lang) });
export const EmptyBody = strictObject({});
export const TokenParams = strictObject({ token });
export const IdParams = strictObject({ id: idInput });
export const UuidParams = strictObject({ uuid: firmUuid });

/** The most rows one page of a list may ask for. */
export const MAX_PAGE_SIZE = 100;
export const pageLimit = (defaultSize: number) =>
  Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: defaultSize });
export const pageOffset = Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0 });

/** The one error envelope; `errors` only with 422, field name to messages. */
export const Failure = Type.Object({
  status: Type.Literal('error'),
  code: Type.String(),
  message: Type.String(),
  // Any field name, including those a client invents (an unknown `__proto__` or a name holding a line
  // break is reported too): the key pattern matches every string, where TypeBox's default `.` would not.
  errors: Type.Optional(Type.Record(Type.String({ pattern: '^[\\s\\S]*$' }), Type.Array(Type.String()))),
  // decline_code: a refused card's reason (402); detail: the payment provider's own words for a refused request (422).
  meta: Type.Optional(
    Type.Object({ decline_code: Type.Optional(Type.String()), detail: Type.Optional(Type.String()) }),
  ),
});

/** The success envelope around `data`; `meta.total` for the paged lists. */
export function success<T extends TSchema>(data: T) {
  return Type.Object({
    status: Type.Literal('success'),
    data,
    meta: Type.Optional(Type.Object({ total: Type.Integer() })),
  });
}
