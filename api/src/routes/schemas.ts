// Reusable JSON-schema fragments. Bodies reject unknown fields (the AJV instance does not strip them).
import { PASSWORD_MIN_LENGTH } from '@lexdesk/shared/domain';

/** `format: 'email'` is the browser's own isEmail (registered in app.ts), not ajv-formats' rule. */
export const email = { type: 'string', minLength: 1, maxLength: 254, format: 'email' } as const;
// argon2 accepts any length; the cap keeps a megabyte "password" from costing CPU.
export const password = { type: 'string', minLength: 1, maxLength: 1024 } as const;
export const newPassword = { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: 1024 } as const;
export const token = { type: 'string', minLength: 1, maxLength: 200 } as const;
export const personName = { type: 'string', minLength: 1, maxLength: 120 } as const;

/** Every GET carries ?lang= (the client's locale); it picks the language of messages. */
export const lang = { type: 'string', maxLength: 10 } as const;

export const langOnlyQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { lang },
} as const;

export function body<P extends Record<string, object>, R extends readonly (keyof P & string)[]>(
  properties: P,
  required: R,
) {
  return { type: 'object', additionalProperties: false, properties, required } as const;
}

export const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;
