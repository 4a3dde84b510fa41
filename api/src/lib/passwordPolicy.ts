import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';
import * as nl from '@zxcvbn-ts/language-nl-be';

/**
 * Refuses the passwords an attacker tries first: the lists of common and leaked passwords zxcvbn-ts
 * ships (about 50,000), words of French, Dutch and English (dictionaries, first and last names,
 * Wikipedia), keyboard walks (azertyuiop), repeats (aaaaaaaa) and sequences, with their l33t and
 * reversed spellings. Nothing is sent anywhere: the lists are in the packages.
 *
 * A password is refused when zxcvbn scores it below 2 (guessed in fewer than about a million tries),
 * or when it is, as a whole, one entry of a list (a safeguard: with these lists a lone word already
 * scores below 2). Several words, or a word with something of one's own, pass: `lexdesk-demo`,
 * `nouveau-mot-de-passe`, `invitation-2026`.
 */
export const MIN_PASSWORD_SCORE = 2;

export type PasswordRefusal = 'common';

let factory: ZxcvbnFactory | undefined;

// The Dutch package names its lists without a language suffix: suffixed here so that no list of one
// language can ever replace another's.
const dutch = Object.fromEntries(Object.entries(nl.dictionary).map(([name, words]) => [`${name}-nl`, words]));

/** Built at the first check (the lists take a few hundred milliseconds to index), then kept. */
function zxcvbn(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary, ...dutch },
    graphs: common.adjacencyGraphs,
  });
  return factory;
}

function isOneListEntry(result: ZxcvbnResult, password: string): boolean {
  const [only, ...others] = result.sequence;
  return (
    others.length === 0 &&
    only !== undefined &&
    only.pattern === 'dictionary' &&
    only.i === 0 &&
    only.j === password.length - 1
  );
}

/**
 * `'common'` when the password is too easy to guess (see above), else undefined. `userInputs` (the
 * account's email, first and last name, firm name) count as words of a list too: a password made of
 * one's own name is refused. Synchronous, a few tens of milliseconds: call it after the cheaper checks
 * (length, confirmation), before hashing.
 */
export function commonPasswordReason(
  password: string,
  userInputs: readonly string[] = [],
): PasswordRefusal | undefined {
  if (password === '') return undefined;
  const result = zxcvbn().check(
    password,
    userInputs.map((input) => input.trim()).filter((input) => input !== ''),
  );
  if (result.score < MIN_PASSWORD_SCORE || isOneListEntry(result, password)) return 'common';
  return undefined;
}

/** Builds the lists' index now (at start), so that the first registration does not wait for it. */
export function preparePasswordPolicy(): void {
  zxcvbn();
}
