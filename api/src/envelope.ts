export interface Success<T> {
  status: 'success';
  data: T;
  meta?: { total: number };
}

export interface Failure {
  status: 'error';
  code: string;
  message: string;
  errors?: Record<string, string[]>;
  /**
   * A refused card payment (402 `payment_failed`): why, in the closed list of billing/provider.ts; a request the
   * payment provider refused (422 `payment_request_refused`): the provider's own words.
   */
  meta?: { decline_code?: string; detail?: string };
}

export function success<T>(data: T, meta?: { total: number }): Success<T> {
  return meta ? { status: 'success', data, meta } : { status: 'success', data };
}
