// Search in a document's text: accents and case ignored, any run of spaces or line breaks matching any other, and
// offsets into the text as it is (the folded text keeps every character where it was).

export interface TextRange {
  readonly start: number;
  readonly end: number;
}

/** More hits than anyone steps through; the count then says "10000+" rather than hang on a one-letter search. */
export const MAX_MATCHES = 10_000;

const ACCENTED = /[\u00C0-\u024F\u1E00-\u1EFF]/g;
const foldAccented = (char: string) => {
  const base = char.normalize('NFD')[0] ?? char;
  return base.length === 1 ? base : char;
};

/** `text` in lower case without accents, of the same length, character for character. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower.replace(ACCENTED, foldAccented);
  // A character whose lower case is longer (İ): folded one by one, keeping the length.
  let folded = '';
  for (const char of text) {
    const one = char.toLowerCase();
    folded += one.length === char.length ? one.replace(ACCENTED, foldAccented) : char;
  }
  return folded;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of a search, folded; empty when there is nothing to look for. */
export function searchWords(terms: string): string[] {
  return foldText(terms.trim())
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

/** Every match of `terms` in the folded text, in order, not overlapping, at most MAX_MATCHES. */
export function findMatches(foldedText: string, terms: string): TextRange[] {
  const words = searchWords(terms);
  if (words.length === 0) return [];
  const pattern = new RegExp(words.map(escapeRegExp).join('\\s+'), 'g');
  const matches: TextRange[] = [];
  for (const match of foldedText.matchAll(pattern)) {
    matches.push({ start: match.index, end: match.index + match[0].length });
    if (matches.length >= MAX_MATCHES) break;
  }
  return matches;
}
