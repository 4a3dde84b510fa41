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
}

export function success<T>(data: T, meta?: { total: number }): Success<T> {
  return meta ? { status: 'success', data, meta } : { status: 'success', data };
}
