import { foldForSearch } from './text';

/** Folded, with runs of white space as one space: "  Élise   DU PONT " and "elise du pont" compare equal. */
export function foldSearchText(value: string): string {
  return foldForSearch(value).replace(/\s+/gu, ' ').trim();
}

/**
 * What the case lists search: "first last", folded. A substring of it is a part of the first name, of the
 * last name, or the end of one and the start of the other ("jean dup").
 */
export function foldLitigantName(firstname: string, lastname: string): string {
  return foldSearchText(`${firstname} ${lastname}`);
}
