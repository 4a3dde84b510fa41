/**
 * How searches compare texts: lower case, accents and ligatures folded, so "Déménagement",
 * "demenagement" and "DEMENAGEMENT" match each other. Repositories store names and law case texts folded
 * beside them (`*_folded` columns) and fold the terms with the same function before the query.
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
