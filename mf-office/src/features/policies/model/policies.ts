import { LOCALES, type Locale } from '@lexdesk/shared';
import { POLICY_TYPES, type FirmPolicies, type PoliciesPayload, type PolicyType } from '../../../api/office';

/** Section 9: the policy languages' default. */
export const DEFAULT_POLICY_LANGUAGE: Locale = 'en';

export type PolicyTexts = Record<PolicyType, string>;

export interface PoliciesDraft {
  /** The language tabs, in the order of LOCALES. */
  languages: Locale[];
  texts: Partial<Record<Locale, PolicyTexts>>;
}

const sortLanguages = (languages: Iterable<Locale>): Locale[] => {
  const set = new Set(languages);
  return LOCALES.filter((locale) => set.has(locale));
};

/** The tabs are the languages having a stored policy (English when none has one yet). */
export function draftOf(policies: FirmPolicies): PoliciesDraft {
  const texts: Partial<Record<Locale, PolicyTexts>> = {};
  for (const type of POLICY_TYPES)
    for (const policy of policies[type]) {
      const current = texts[policy.lang] ?? { terms: '', privacy: '' };
      texts[policy.lang] = { ...current, [type]: policy.content };
    }
  const stored = sortLanguages(Object.keys(texts) as Locale[]);
  return { languages: stored.length > 0 ? stored : [DEFAULT_POLICY_LANGUAGE], texts };
}

export function addLanguage(draft: PoliciesDraft, lang: Locale): PoliciesDraft {
  if (draft.languages.includes(lang)) return draft;
  return { ...draft, languages: sortLanguages([...draft.languages, lang]) };
}

/** Removed locally; the save then deletes it on the server (the posted set replaces the stored one). */
export function removeLanguage(draft: PoliciesDraft, lang: Locale): PoliciesDraft {
  const texts = { ...draft.texts };
  delete texts[lang];
  return { languages: draft.languages.filter((language) => language !== lang), texts };
}

export function setText(draft: PoliciesDraft, lang: Locale, type: PolicyType, html: string): PoliciesDraft {
  const current = draft.texts[lang] ?? { terms: '', privacy: '' };
  return { ...draft, texts: { ...draft.texts, [lang]: { ...current, [type]: html } } };
}

/**
 * Section 5: a policy is saved only if its content is not empty nor an empty paragraph. Read without a DOM
 * parser (and without loading the editor): the text once tags, entities of spaces and white space are removed.
 */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|&#xa0;/gi, '')
      .trim() === ''
  );
}

export function payloadOf(draft: PoliciesDraft): PoliciesPayload {
  const payload: PoliciesPayload = { terms: [], privacy: [] };
  for (const lang of draft.languages)
    for (const type of POLICY_TYPES) {
      const content = draft.texts[lang]?.[type] ?? '';
      if (!isBlankHtml(content)) payload[type].push({ lang, content });
    }
  return payload;
}
