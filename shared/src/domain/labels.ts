// The tagging screen's labels (specification 001, section 5 "Tagging"): a label's code is derived from its name
// when the label is created. The server derives the codes of a language model's tags with the same rule.

/**
 * A label's code from its name: spaces become underscores, accents are removed, every character that is not a
 * letter, a digit or an underscore is dropped, and the result is in lower case ("Référence d'article" →
 * "reference_darticle").
 */
export function labelCodeOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/\s/g, '_')
    .replace(/[^A-Za-z0-9_]/g, '')
    .toLowerCase();
}
