/**
 * How searches compare texts: lower case, accents and ligatures folded, so "Déménagement",
 * "demenagement" and "DEMENAGEMENT" match each other. Registered in SQLite as lx_fold()
 * (repositories/index.ts); the terms are folded with the same function before the query.
 */
export function foldForSearch(value: string): string {
  return value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}

/** Name of the SQL function that applies foldForSearch. */
export const SQL_FOLD_FUNCTION = 'lx_fold';
