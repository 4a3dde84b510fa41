// The first names the person rules recognise, from the French and Belgian-Dutch dictionaries that zxcvbn-ts ships
// (already the API's password-policy dependency, MIT, maintained, offline: no second name package to install).
// The French package's two lists are swapped (its `lastnames-fr` holds first names, Abel, Achille..., and its
// `firstnames-fr` surnames, Abadie, Abassi...): so the first names are read from `lastnames-fr`. Belgian first
// names the lists miss are added by hand below.
import * as french from '@zxcvbn-ts/language-fr';
import * as dutch from '@zxcvbn-ts/language-nl-be';
import { foldText } from '../recognition';

// Common in Belgian judgments, missing from the two lists (checked when the corpus was written).
const ADDED = [
  'jean-pierre',
  'jean-marie',
  'jean-luc',
  'jean-paul',
  'jean-claude',
  'marie-christine',
  'marie-france',
  'anne-marie',
  'pieter-jan',
  'jan-willem',
  'godelieve',
  'griet',
  'hilde',
  'kristof',
  'ludo',
  'marc',
  'rik',
  'wim',
];

/**
 * Words that are first names in the lists but, capitalised at a sentence's start or in a title, are far more often
 * something else (a country, a month, a virtue, a legal word): the first-name rule ignores them.
 */
const AMBIGUOUS = new Set(
  [
    'france',
    'avril',
    'mars',
    'juin',
    'constant',
    'loi',
    'roi',
    'juge',
    'justice',
    'victoire',
    'patience',
    'prudence',
    'modeste',
    'ange',
    'reine',
    'prince',
    'princesse',
    'belgique',
    'europe',
    'dieu',
    'saint',
    'sainte',
    'sint',
    'code',
    'article',
    'artikel',
    'cour',
    'hof',
    'page',
    'par',
    'pour',
    'vu',
    'gelet',
    'om',
    'en',
    'de',
    'la',
    'le',
    'les',
    'het',
    'van',
    'maitre',
    'meester',
    'madame',
    'monsieur',
    'mevrouw',
    'tribunal',
    'rechtbank',
    'chambre',
    'kamer',
    'etat',
    'staat',
    'ville',
    'stad',
    'commune',
    'gemeente',
    'avenue',
    'rue',
    'place',
    'mai',
    'mei',
    'mei',
    'winter',
    'zomer',
    'lente',
    'herfst',
  ].map((word) => foldText(word)),
);

function folded(words: readonly string[]): string[] {
  return words.map((word) => foldText(word.trim())).filter((word) => word.length > 1);
}

let firstNames: ReadonlySet<string> | undefined;

/** Folded first names (lower case, no accents), built once per process. */
export function firstNameSet(): ReadonlySet<string> {
  if (!firstNames) {
    const names = new Set<string>([
      ...folded(french.dictionary['lastnames-fr']),
      ...folded(dutch.dictionary.boysFirstnames),
      ...folded(dutch.dictionary.girlsFirstnames),
      ...ADDED,
    ]);
    for (const word of AMBIGUOUS) names.delete(word);
    firstNames = names;
  }
  return firstNames;
}

/** Whether a folded word is a first name (each part of a compound one: "jean-pierre", "anne-sophie"). */
export function isFirstName(foldedWord: string): boolean {
  const names = firstNameSet();
  if (names.has(foldedWord)) return true;
  const parts = foldedWord.split('-');
  return parts.length > 1 && parts.every((part) => names.has(part));
}

let commonWords: ReadonlySet<string> | undefined;

/** Whether a folded word is one of the common French or Dutch words of the same dictionaries (ensuite, verder). */
export function isCommonWord(foldedWord: string): boolean {
  commonWords ??= new Set([...folded(french.dictionary['commonWords-fr']), ...folded(dutch.dictionary.commonWords)]);
  return commonWords.has(foldedWord);
}
