// Random and boundary request values for api/test/fuzz.test.ts, built from a route's JSON schemas.
import fc from 'fast-check';

/**
 * A JSON value as it is written on the wire. Objects are entry lists, so `__proto__` and `constructor` are
 * ordinary keys (a JavaScript object literal would set its prototype instead), and `raw` holds a number JSON
 * allows but JavaScript cannot round-trip (`1e309`, `-0`, a 30-digit integer), written as is.
 */
export type WireValue =
  | string
  | number
  | boolean
  | null
  | { raw: string }
  | readonly WireValue[]
  | { entries: readonly (readonly [string, WireValue])[] };

/** Array.isArray does not narrow a readonly array out of a union. */
function isList(value: WireValue): value is readonly WireValue[] {
  return Array.isArray(value);
}

export function toJson(value: WireValue): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') {
    return JSON.stringify(value);
  }
  if (isList(value)) return `[${value.map(toJson).join(',')}]`;
  if ('raw' in value) return value.raw;
  if ('entries' in value)
    return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`).join(',')}}`;
  throw new Error('not a wire value');
}

/** A value as a query string or path carries it (the API coerces those from text). */
export function toText(value: WireValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (!isList(value) && 'raw' in value) return value.raw;
  return toJson(value);
}

const HUGE = 'a'.repeat(1024 * 1024);
const DEEP_ARRAY: WireValue = { raw: `${'['.repeat(5_000)}${']'.repeat(5_000)}` };
const DEEP_OBJECT: WireValue = { raw: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}` };

/** Numbers that are boundaries or that JavaScript and the databases read differently. */
export const NASTY_NUMBERS: readonly WireValue[] = [
  { raw: '1e309' },
  { raw: '-1e309' },
  { raw: '-0' },
  { raw: '1e-400' },
  { raw: '123456789012345678901234567890' },
  { raw: '1.0' },
  { raw: '1E2' },
  0,
  -1,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  Number.MAX_VALUE,
];

/** Texts that broke, or could break, a parser, a database or a coercion somewhere. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udfffb',
  '\udc00\ud800',
  '1e309',
  '-1e309',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1.5',
  ' 1',
  '1 ',
  '00001',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  "' OR '1'='1",
  '%',
  '%00',
  '\\',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '\r\n',
  '\u202e\u0634',
  '👩‍⚖️',
  'é'.repeat(300),
  'x'.repeat(10_001),
  HUGE,
];

/** Values of every JSON type and shape, for a field that expects another one. */
export const wrongValue: fc.Arbitrary<WireValue> = fc.oneof(
  { arbitrary: fc.constantFrom<WireValue>(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.constantFrom<WireValue>(...NASTY_NUMBERS), weight: 3 },
  fc.constantFrom<WireValue>(null, true, false, [], { entries: [] }),
  fc.constantFrom<WireValue>(DEEP_ARRAY, DEEP_OBJECT),
  fc.constantFrom<WireValue>(
    { entries: [['__proto__', { entries: [['admin', 1]] }]] },
    { entries: [['constructor', { entries: [['prototype', { entries: [['admin', 1]] }]] }]] },
    [{ entries: [['a', 1]] }, 'b', 3],
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
);

/** The values the demo data holds (tokens, uuids, ids), so that a request sometimes reaches a real row. */
export interface KnownValues {
  strings: readonly string[];
  integers: readonly number[];
  caseToken: string;
  documentToken: string;
  firmUuid: string;
}

/** The real token or uuid a field of this name (and route) most likely takes. */
function knownTokenFor(name: string, known: KnownValues): string | undefined {
  if (/uuid/i.test(name)) return known.firmUuid;
  if (/document/i.test(name)) return known.documentToken;
  if (/token/i.test(name)) return known.caseToken;
  return undefined;
}

type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

const FORMAT_EXAMPLES: Record<string, readonly string[]> = {
  email: ['avocat@cabinet-demo.test', 'a@b.be', 'a@b', '@b.be', 'a b@c.be'],
  uuid: ['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-4fff-bfff-ffffffffffff', 'not-a-uuid'],
  date: ['2024-02-29', '2023-02-29', '0000-00-00', '9999-12-31'],
  'date-time': ['2024-02-29T12:00:00Z', '2024-13-01T00:00:00Z'],
  uri: ['https://example.be', 'javascript:alert(1)'],
};

function integerValue(schema: JsonSchema): fc.Arbitrary<WireValue> {
  const bounds = [schema.minimum, schema.maximum].filter((bound): bound is number => typeof bound === 'number');
  return fc.oneof(
    fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000 }),
    fc.constantFrom<WireValue>(...bounds.flatMap((bound) => [bound, bound - 1, bound + 1]), 0, 1),
  );
}

function stringValue(schema: JsonSchema, known: KnownValues): fc.Arbitrary<WireValue> {
  const shaped: fc.Arbitrary<string>[] = [
    fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 60) }),
  ];
  if (schema.pattern) shaped.push(fc.stringMatching(new RegExp(schema.pattern)));
  if (schema.format && FORMAT_EXAMPLES[schema.format]) shaped.push(fc.constantFrom(...FORMAT_EXAMPLES[schema.format]!));
  if (schema.maxLength !== undefined) shaped.push(fc.constant('x'.repeat(schema.maxLength + 1)));
  if (known.strings.length > 0) shaped.push(fc.constantFrom(...known.strings));
  return fc.oneof(...shaped);
}

/**
 * A value for `schema`: mostly one it asks for (so a request gets past validation and into the services),
 * sometimes a wrong or boundary one in its place, at any depth.
 */
export function valueFor(schema: JsonSchema | undefined, known: KnownValues, depth = 0): fc.Arbitrary<WireValue> {
  const fitting = fittingValue(schema, known, depth);
  return fc.oneof({ arbitrary: fitting, weight: 3 }, { arbitrary: wrongValue, weight: 1 });
}

function fittingValue(schema: JsonSchema | undefined, known: KnownValues, depth: number): fc.Arbitrary<WireValue> {
  if (!schema || depth > 4) return wrongValue;
  if ('const' in schema) return fc.constant(schema.const as WireValue);
  if (schema.enum) return fc.constantFrom(...(schema.enum as WireValue[]));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return fc.oneof(...branches.map((branch) => valueFor(branch, known, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return valueFor(schema.allOf[0], known, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.oneof(integerValue(schema), known.integers.length > 0 ? fc.constantFrom(...known.integers) : fc.nat());
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), integerValue(schema));
    case 'string':
      return stringValue(schema, known);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(schema.items, known, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return objectValue(schema, known, depth);
    default:
      return wrongValue;
  }
}

const EXTRA_KEYS = ['__proto__', 'constructor', 'extra', 'admin', 'client_id'];

function objectValue(schema: JsonSchema, known: KnownValues, depth: number): fc.Arbitrary<WireValue> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  return fc
    .tuple(
      fc.tuple(
        ...properties.map(([name, property]) =>
          // A required field is there 9 times out of 10, an optional one half the time.
          fc.option(valueFor(property, known, depth + 1), { freq: required.has(name) ? 10 : 2, nil: undefined }),
        ),
      ),
      fc.option(fc.tuple(fc.constantFrom(...EXTRA_KEYS), wrongValue), { freq: 5, nil: undefined }),
    )
    .map(([values, extra]) => {
      const entries: (readonly [string, WireValue])[] = [];
      properties.forEach(([name], index) => {
        const value = values[index];
        if (value !== undefined) entries.push([name, value]);
      });
      if (extra) entries.push(extra);
      return { entries };
    });
}

/**
 * A query string for `schema`: each parameter as text, sometimes repeated (an array), sometimes an unknown or
 * prototype key, sometimes a raw percent-encoding no text has (a NUL, a lone surrogate's bytes, a stray `%`).
 */
export function queryFor(schema: JsonSchema | undefined, known: KnownValues): fc.Arbitrary<string> {
  const properties = Object.entries(schema?.properties ?? {});
  const encoded = (value: WireValue) => encodeText(toText(value));
  const parameter = (name: string, property: JsonSchema): fc.Arbitrary<string[]> =>
    fc.oneof(
      { arbitrary: valueFor(property, known).map((value) => [`${name}=${encoded(value)}`]), weight: 6 },
      fc.constantFrom('%00', '%ED%A0%80', '%FF', '%', '%E0%A4%A').map((raw) => [`${name}=${raw}`]),
      fc
        .array(valueFor(property, known), { minLength: 2, maxLength: 3 })
        .map((values) => values.map((value) => `${name}=${encoded(value)}`)),
    );
  return fc
    .tuple(
      fc.tuple(
        ...properties.map(([name, property]) => fc.option(parameter(name, property), { freq: 2, nil: undefined })),
      ),
      fc.option(
        fc.constantFrom('__proto__[admin]=1', 'constructor=1', '__proto__=x', 'extra=1', 'lang=xx', '=', '&&'),
        { freq: 4, nil: undefined },
      ),
    )
    .map(([parts, extra]) => [...parts.flat(), ...(extra ? [extra] : [])].filter(Boolean).join('&'));
}

/** A path segment: a real token or id now and then, else a value of its schema or a wrong one, or raw bytes. */
export function pathValueFor(schema: JsonSchema | undefined, known: KnownValues): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: valueFor(schema, known).map((value) => encodeText(toText(value))), weight: 5 },
    fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%FF', '..', '.', '%2F', '%2e%2e'),
  );
}

/** percent-encodes text; a lone surrogate (which encodeURIComponent refuses) goes as the bytes of U+FFFD. */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate somewhere: character by character below.
  }
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%EF%BF%BD';
      }
    })
    .join('');
}

/**
 * One value `schema` accepts (or the closest a plain rule gets), to fill the fields a sweep leaves alone: a real
 * token or uuid for a field named so, a short text otherwise (a long one costs the password checks seconds).
 */
export function plainValueFor(schema: JsonSchema | undefined, known: KnownValues, name = ''): WireValue {
  if (!schema) return null;
  if ('const' in schema) return schema.const as WireValue;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0] as WireValue;
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches && branches.length > 0) return plainValueFor(branches[0], known, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? known.integers[0] ?? 1;
    case 'string':
      return (
        FORMAT_EXAMPLES[schema.format ?? '']?.[0] ??
        knownTokenFor(name, known) ??
        'Fuzz-plain-text'.padEnd(schema.minLength ?? 0, 'x')
      );
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {
        entries: Object.entries(schema.properties ?? {})
          .filter(([name]) => schema.required?.includes(name))
          .map(([field, property]) => [field, plainValueFor(property, known, field)] as const),
      };
    default:
      return null;
  }
}

/** The boundary values a sweep puts in each field, one at a time, by the field's type. */
export function boundaryValuesFor(schema: JsonSchema | undefined): readonly WireValue[] {
  const strings: WireValue[] = ['', '\u0000', 'a\u0000b', '\ud800', 'a\udfffb', 'NaN', HUGE];
  const numbers: WireValue[] = [
    { raw: '1e309' },
    { raw: '-1e309' },
    { raw: '-0' },
    { raw: '1e-400' },
    { raw: '123456789012345678901234567890' },
    2 ** 31,
    2 ** 53 + 2,
    -1,
    'Infinity',
    '1e309',
  ];
  const shapes: WireValue[] = [null, [], { entries: [['__proto__', { entries: [['admin', 1]] }]] }, DEEP_ARRAY];
  const branches = schema?.anyOf ?? schema?.oneOf ?? [];
  const types = new Set([schema?.type, ...branches.map((branch) => branch.type)].flat());
  // Every field gets the texts and the shapes; a numeric one the numbers too (as text in a query string).
  return [...(types.has('integer') || types.has('number') ? numbers : []), ...strings, ...shapes];
}
