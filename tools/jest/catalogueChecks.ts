// The checks every app's catalogue passes: English and Dutch have exactly the French ids, no text is empty, and
// each translation keeps the French text's {arguments} and <tags> (a lost one would show raw or drop a value).
import type { Catalogue } from '@lexdesk/shared';

/** {name} arguments and <tag> elements of an ICU message. */
export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}|<(\w+)>/g)].map((match) => match[1] ?? match[2] ?? '').sort();

/** Declares, inside the caller's describe, the tests of `catalogue`'s three languages. */
export function itKeepsTheLanguagesInStep(catalogue: Catalogue): void {
  const french = catalogue.fr;
  const frKeys = Object.keys(french).sort();

  it.each(['en', 'nl'] as const)('%s has exactly the French keys', (locale) => {
    expect(Object.keys(catalogue[locale]).sort()).toEqual(frKeys);
  });

  it.each(['fr', 'en', 'nl'] as const)('%s has no empty text and keeps the placeholders of French', (locale) => {
    for (const key of frKeys) {
      const text = catalogue[locale][key] ?? '';
      expect([key, text.trim() === '']).toEqual([key, false]);
      expect([key, placeholdersOf(text)]).toEqual([key, placeholdersOf(french[key] ?? '')]);
    }
  });
}
