import type { MessageKey } from './i18n';

export type FieldErrors = Record<string, string[]>;

/**
 * A refusal the client is meant to see. The message is a catalogue key translated by the error
 * handler in the request's language, unless a literal message is given.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey?: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** Sent beside the message: a refused payment's reason, a provider's own words for a refused request. */
    readonly meta?: { decline_code?: string; detail?: string },
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** 422 with per-field messages, for the rules a JSON schema cannot express (trimming, confirmation). */
export class ValidationError extends AppError {
  constructor(readonly errors: FieldErrors) {
    super(422, 'validation_failed', 'validation_failed');
    this.name = 'ValidationError';
  }
}

/**
 * An empty error map without prototype: field names come from the client (an unknown
 * `constructor` or `__proto__` field is reported too), so none may hit Object.prototype.
 */
export function createFieldErrors(): FieldErrors {
  return Object.create(null) as FieldErrors;
}

export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  const messages = Object.hasOwn(errors, field) ? errors[field] : undefined;
  if (messages) messages.push(message);
  else errors[field] = [message];
}

/** Whether `field` already has `message` (own entries only). */
export function hasFieldError(errors: FieldErrors, field: string, message: string): boolean {
  return Object.hasOwn(errors, field) && (errors[field]?.includes(message) ?? false);
}
