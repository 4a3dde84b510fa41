/**
 * Characters no name may hold: firm names, account first and last names, litigants' names. Names go
 * into mail subjects and bodies, case lists and logs:
 * - control characters (`\p{Cc}`: NUL, CR, LF, tab, DEL, the C1 range) could add lines of their own
 *   to a mail a lawyer reads or cut a string short; U+2028 and U+2029 break lines too;
 * - bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F, U+202A-U+202E,
 *   U+2066-U+2069) could disguise a name on screen ("Cabinet\u202Eknab" shows as "Cabinetbank");
 * - a lone surrogate (`\p{Cs}`) is no character at all and breaks encoders downstream.
 */
export const FORBIDDEN_IN_A_NAME = /[\p{Cc}\p{Cs}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** Whether the value holds a character no name may hold (see FORBIDDEN_IN_A_NAME). */
export function hasForbiddenNameCharacter(value: string): boolean {
  return FORBIDDEN_IN_A_NAME.test(value);
}

/** Whether the value may be kept as a name as far as its characters go (length and emptiness are the caller's). */
export function isCleanName(value: string): boolean {
  return !hasForbiddenNameCharacter(value);
}
