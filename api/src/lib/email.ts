// The one place an email address is normalised. Columns holding emails are COLLATE NOCASE, which
// folds ASCII letters only; the `email` schema format (isEmail) refuses non-ASCII addresses, so
// lower-casing here and NOCASE in SQL always agree.

/** How an address is stored, looked up and used as a rate-limit key: trimmed and lower-cased. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Whether two spellings name the same address. */
export function sameEmail(a: string, b: string): boolean {
  return normaliseEmail(a) === normaliseEmail(b);
}
