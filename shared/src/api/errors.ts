export interface ApiErrorShape {
  status: number;
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

/** Every failed call is normalised to this, whatever went wrong (HTTP status, envelope, network). */
export class ApiError extends Error implements ApiErrorShape {
  readonly status: number;
  readonly code: string;
  readonly errors?: Record<string, string[]>;

  constructor({ status, code, message, errors }: ApiErrorShape) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
