// What a client may send in any text or number: something both engines can store and compute with.
// PostgreSQL refuses a NUL in text ("invalid byte sequence") and a lone UTF-16 surrogate in jsonb (UTF-8 has no
// form for it); a number coerced from "1e309" is Infinity, which no column or LIMIT takes.

// eslint-disable-next-line no-control-regex -- NUL is exactly what PostgreSQL refuses
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** False for text holding a NUL or a lone surrogate. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE_TEXT.test(value);
}

export type UnstorableKind = 'text' | 'number';

export interface UnstorableValue {
  /** Where, as the validation errors name fields: `terms`, `category_ids.0`, or `root` for the value itself. */
  field: string;
  kind: UnstorableKind;
}

/** Reported at most: a body of a thousand NULs needs one answer, not a thousand lines. */
const MAX_REPORTED = 20;

/**
 * A JSON object, or the query and path parameters Fastify parses into objects of a prototype-less class
 * (their prototype's own prototype is null); not a Buffer or a stream.
 */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/**
 * Every string (values and keys) and number of a parsed query, path or JSON body that no engine can store.
 * Iterative: a JSON body nested a hundred thousand levels deep must not overflow the stack.
 */
export function unstorableValues(input: unknown, root: string): UnstorableValue[] {
  const found: UnstorableValue[] = [];
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  const nameOf = (path: string[]) => (path.length === 0 ? root : path.join('.'));
  while (pending.length > 0 && found.length < MAX_REPORTED) {
    const { value, path } = pending.pop() as { value: unknown; path: string[] };
    if (typeof value === 'string') {
      if (!isStorableText(value)) found.push({ field: nameOf(path), kind: 'text' });
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) found.push({ field: nameOf(path), kind: 'number' });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: [...path, String(index)] }));
    } else if (isPlainRecord(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key)) found.push({ field: nameOf([...path, key]), kind: 'text' });
        else pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return found;
}
