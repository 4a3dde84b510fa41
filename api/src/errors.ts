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

export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}
