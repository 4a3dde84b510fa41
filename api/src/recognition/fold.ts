// Every recogniser reads a folded copy of the text: lower case, without accents, one kind of apostrophe, space
// and dash. Folding keeps one character for one (a character whose folded form would be longer or shorter is
// kept as it is), so an offset into the folded copy is the same offset into the original text.

const SPACES = new Set(['\u00a0', '\u202f', '\u2007', '\u2009', '\u200a', '\t', '\u2002', '\u2003']);
const APOSTROPHES = new Set(['\u2019', '\u2018', '\u02bc', '`', '\u00b4', '\u2032']);
const DASHES = new Set(['\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212']);

function foldChar(char: string): string {
  if (SPACES.has(char)) return ' ';
  if (APOSTROPHES.has(char)) return "'";
  if (DASHES.has(char)) return '-';
  const lower = char.toLowerCase();
  if (lower.length !== 1) return char;
  const bare = lower.normalize('NFD').charAt(0);
  return bare.length === 1 ? bare : lower;
}

// The Basic Multilingual Plane's characters, folded once per process when first met.
const table = new Map<number, string>();

function folded(code: number): string {
  let value = table.get(code);
  if (value === undefined) {
    value = foldChar(String.fromCharCode(code));
    table.set(code, value);
  }
  return value;
}

const NON_ASCII = /[\u0080-\uffff]/g;

/** The text folded for matching, exactly as long as the text. */
export function foldText(text: string): string {
  // Lower case at once, then each character outside ASCII through the table (a few in a hundred in French and
  // Dutch), unless lower-casing changed the length (a dotted capital I): then one character after another.
  const lower = text.toLowerCase();
  if (lower.length === text.length) {
    return lower.replace(NON_ASCII, (char) => {
      const code = char.charCodeAt(0);
      return code >= 0xd800 && code <= 0xdfff ? char : folded(code);
    });
  }
  return foldCharByChar(text);
}

function foldCharByChar(text: string): string {
  const parts: string[] = new Array<string>(text.length);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    // Plain ASCII letters, digits and punctuation: only capitals change.
    if (code < 0x80) parts[index] = code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text.charAt(index);
    // Surrogate halves stay as they are: a character outside the plane is never part of what we match.
    else if (code >= 0xd800 && code <= 0xdfff) parts[index] = text.charAt(index);
    else parts[index] = folded(code);
  }
  return parts.join('');
}

/** Whether the character at `index` of the original text is a capital letter. */
export function isCapitalAt(text: string, index: number): boolean {
  const char = text.charAt(index);
  return char !== char.toLowerCase() && char === char.toUpperCase();
}

/** A span of the text: `start` included, `end` excluded (JavaScript string offsets). */
export interface Span {
  start: number;
  end: number;
}

/**
 * Where the line holding `index` starts, looking back at most `limit` characters (a longer line starts, for
 * every recogniser, `limit` characters back: so no search ever walks the whole text).
 */
export function lineStartOf(folded: string, index: number, limit = 400): number {
  const from = Math.max(0, index - limit);
  const newline = folded.slice(from, index).lastIndexOf('\n');
  return newline < 0 ? from : from + newline + 1;
}
