// Whether a legal text is French or Dutch, from its commonest small words (the document's metadata says it when
// filled in; this is for the suggestions' names and the few readings that differ by language).
import { foldText } from './fold';

const FRENCH = new Set([
  'le',
  'la',
  'les',
  'des',
  'du',
  'et',
  'est',
  'que',
  'qui',
  'dans',
  'pour',
  'par',
  'une',
  'sur',
]);
const DUTCH = new Set([
  'het',
  'van',
  'een',
  'en',
  'is',
  'dat',
  'die',
  'niet',
  'op',
  'voor',
  'met',
  'te',
  'wordt',
  'zijn',
  'tot',
  'bij',
]);
const SAMPLE = 20_000;

export type TextLanguage = 'fr' | 'nl';

/** fr or nl by the small words of the text's first 20,000 characters; null when it has too few of either. */
export function detectLanguage(text: string): TextLanguage | null {
  let french = 0;
  let dutch = 0;
  for (const word of foldText(text.slice(0, SAMPLE)).match(/\p{L}+/gu) ?? []) {
    if (FRENCH.has(word)) french += 1;
    else if (DUTCH.has(word)) dutch += 1;
  }
  if (french + dutch < 3) return null;
  return french >= dutch ? 'fr' : 'nl';
}
