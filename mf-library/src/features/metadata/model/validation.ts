// The metadata form's checks: the lengths the wire contract allows (valibot, as the other forms of the project),
// then the rules the server applies on save (`validateMetadata` of @lexdesk/shared/domain: a field that does not
// apply, an unknown code, a court of another type, a malformed date or ECLI, authors that do not pair up). Their
// keys are the server's (`metadata_ecli`...), translated by mf-library's catalogue (`library.metadata.error.<key>`).
import { isApiError, SERVER_TEXT } from '@lexdesk/shared';
import { METADATA_ERRORS, validateMetadata } from '@lexdesk/shared/domain';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import * as v from 'valibot';
import {
  formFieldOf,
  MULTIPLE_MODE_FIELDS,
  TEXT_FIELDS,
  toMetadata,
  type FormFieldName,
  type FormMode,
  type MetadataFormValues,
  type TextFieldName,
} from './values';

/** The longest text each field takes: the wire contract's `maxLength` (validation.test.ts compares them). */
export const TEXT_LIMITS: Readonly<Partial<Record<TextFieldName, number>>> = {
  name: 255,
  title: 2000,
  linkedCollection: 255,
  roomNumber: 20,
  number: 100,
  roleNumber: 100,
  ecli: 100,
  subdivision: 100,
  stopNumber: 500,
  stopSubdivision: 100,
  edition: 20,
  location: 255,
  publishingHouse: 255,
  journalName: 255,
  tome: 50,
  year: 20,
  decisionReference: 100,
  journalSerie: 10,
  journalNumber: 20,
};
export const AUTHOR_NAME_LIMIT = 100;

const TOO_LONG = 'library.metadata.error.tooLong';
const limited = (max: number) => v.pipe(v.string(), v.maxLength(max, TOO_LONG));

const lengths = v.looseObject({
  ...Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, limited(TEXT_LIMITS[field] ?? 100)] as const).filter(([field]) =>
      Object.hasOwn(TEXT_LIMITS, field),
    ),
  ),
  authors: v.array(v.object({ firstname: limited(AUTHOR_NAME_LIMIT), lastname: limited(AUTHOR_NAME_LIMIT) })),
});

/** The catalogue id of a rule's key (`metadata_ecli` → `library.metadata.error.metadata_ecli`). */
export const errorMessageId = (key: string) => `library.metadata.error.${key}`;

function setFieldError(errors: FieldErrors<MetadataFormValues>, field: FormFieldName, error: FieldError): void {
  const target = errors as Record<string, unknown>;
  if (target[field]) return;
  // A list's own error (the authors as a whole) is its `root`, as react-hook-form keeps a field array's.
  target[field] = field === 'authors' ? { ...error, root: error } : error;
}

/** The length errors at their paths (`title`, `authors.1.lastname`), as react-hook-form nests them. */
function lengthErrors(values: MetadataFormValues): FieldErrors<MetadataFormValues> {
  const errors: Record<string, unknown> = {};
  const result = v.safeParse(lengths, values);
  if (result.success) return errors;
  for (const issue of result.issues) {
    const path = (v.getDotPath(issue) ?? '').split('.').filter(Boolean);
    const last = path.pop();
    if (!last) continue;
    let node = errors;
    for (const [index, segment] of path.entries()) {
      const next = /^\d+$/.test(path[index + 1] ?? last) ? [] : {};
      node = (node[segment] ??= next) as Record<string, unknown>;
    }
    node[last] ??= { type: 'maxLength', message: issue.message };
  }
  return errors;
}

/**
 * react-hook-form's resolver: the lengths, then the shared rules on the metadata the values stand for (in
 * multiple mode, on the fields of that mode only; `modeOf` reads the form's mode when it validates).
 */
export function metadataResolver(modeOf: () => FormMode): Resolver<MetadataFormValues> {
  return async (values) => {
    const mode = modeOf();
    const errors = lengthErrors(values);
    const metadata = toMetadata(values, mode);
    for (const [field, keys] of Object.entries(validateMetadata(metadata))) {
      const name = formFieldOf(field);
      const key = keys?.[0];
      if (!name || !key) continue;
      if (mode === 'multiple' && !MULTIPLE_MODE_FIELDS.includes(name)) continue;
      setFieldError(errors, name, { type: 'metadata', message: errorMessageId(key) });
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

const RULE_KEYS = new Set<string>(Object.values(METADATA_ERRORS));

export interface ServerFieldErrors {
  fields: [FormFieldName, FieldError][];
  /** Errors about nothing the form shows (or without any field): said above the form. */
  others: string[];
}

/**
 * A 422's field errors, onto the form's fields: keys `ecli`, `metadata.ecli`, `metadata.authorLastname.1`
 * (the schema's paths) land on their field; a message that is a rule's key is translated at render, any other
 * text is the server's own (already in the interface's language).
 */
export function serverFieldErrors(error: unknown): ServerFieldErrors | null {
  if (!isApiError(error) || error.status !== 422 || !error.errors) return null;
  const fields: [FormFieldName, FieldError][] = [];
  const others: string[] = [];
  for (const [path, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (!message) continue;
    const segments = path.replace(/^metadata\.?/, '').split('.');
    const name = formFieldOf(segments[0] ?? '');
    const fieldError: FieldError = RULE_KEYS.has(message)
      ? { type: 'metadata', message: errorMessageId(message) }
      : { type: SERVER_TEXT, message };
    if (name) fields.push([name, fieldError]);
    else others.push(message);
  }
  return { fields, others };
}
