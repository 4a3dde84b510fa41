// Reusable schema fragments (TypeBox: JSON schemas that also give the handlers their types).
// Bodies and queries reject unknown fields (the AJV instance does not strip them); answers declare
// their exact shape, so that fast-json-stringify writes those fields and no other.
import { PASSWORD_MIN_LENGTH } from '@lexdesk/shared/domain';
import { type SchemaOptions, type Static, type TObject, type TProperties, type TSchema, Type } from '@sinclair/typebox';
import type { Failure } from '../envelope';

// ---- Requests ----------------------------------------------------------------------------------

/** An object refusing unknown properties (422 `field_not_allowed`); required unless wrapped in Type.Optional. */
export function strictObject<P extends TProperties>(properties: P, options: SchemaOptions = {}): TObject<P> {
  return Type.Object(properties, { ...options, additionalProperties: false });
}

/** `format: 'email'` is the browser's own isEmail (registered in app.ts), not ajv-formats' rule. */
export const email = Type.String({ minLength: 1, maxLength: 254, format: 'email' });
// argon2 accepts any length; the cap keeps a megabyte "password" from costing CPU.
export const password = Type.String({ minLength: 1, maxLength: 1024 });
export const newPassword = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 1024 });
export const token = Type.String({ minLength: 1, maxLength: 200 });
export const personName = Type.String({ minLength: 1, maxLength: 120 });

/** Every GET carries ?lang= (the client's locale); it picks the language of messages. */
export const lang = Type.String({ maxLength: 10 });

export const langOnlyQuery = strictObject({ lang: Type.Optional(lang) });

export const emptyBody = strictObject({});

export const tokenParams = strictObject({ token });

/** A string among `values`, as the `enum` keyword (one `field_invalid` message, like a hand-written schema). */
export function stringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}) {
  return Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });
}

/** An integer among `values` (answers only: written as an integer, typed as the union of the values). */
export function integerEnum<const T extends readonly number[]>(values: T, options: SchemaOptions = {}) {
  return Type.Unsafe<T[number]>({ ...options, type: 'integer', enum: [...values] });
}

export function nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

// ---- Answers -----------------------------------------------------------------------------------

/** The success envelope around `data`; `meta.total` for the paged lists. */
export function success<T extends TSchema>(data: T) {
  return Type.Object({
    status: Type.Literal('success'),
    data,
    meta: Type.Optional(Type.Object({ total: Type.Integer() })),
  });
}

/** The one error envelope (see plugins/errors.ts); `errors` only with 422, field name to messages. */
export const failure = Type.Object({
  status: Type.Literal('error'),
  code: Type.String(),
  message: Type.String(),
  // Any field name, including those a client invents (an unknown `__proto__` or a name holding a line
  // break is reported too): the key pattern matches every string, where TypeBox's default `.` would not.
  errors: Type.Optional(Type.Record(Type.String({ pattern: '^[\\s\\S]*$' }), Type.Array(Type.String()))),
  meta: Type.Optional(Type.Object({ decline_code: Type.String() })),
});

/** Compile-time proof that a schema's type is exactly a view's: `describes<Same<Static<S>, View>>()`. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export function describes<_Proof extends true>(): void {}

describes<Same<Static<typeof failure>, Failure>>();

/** Every refusal and every server error answers the error envelope. */
export const errorResponses = { '4xx': failure, '5xx': failure } as const;

/** A route's `response`: the success envelope of `data` under `status` (200 by default), and the error envelope. */
export function answers<T extends TSchema, const S extends number = 200>(
  data: T,
  status?: S,
): { [K in S]: ReturnType<typeof success<T>> } & typeof errorResponses {
  return { [status ?? 200]: success(data), ...errorResponses } as {
    [K in S]: ReturnType<typeof success<T>>;
  } & typeof errorResponses;
}
