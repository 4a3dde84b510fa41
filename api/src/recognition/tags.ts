// The embedded recogniser's tag suggestions (issue 25, `suggestions_provider: 'rules'`): every passage of a
// French or Dutch legal text citing an article, an act, an ECLI, a role number, a court, a date or an amount,
// as labels of the contract's shape (`unprocessed_openai_tag`), named in the document's language.
import type { Locale } from '@lexdesk/shared/domain';
import { SUGGESTED_LABEL_COLOR, type SuggestedLabel } from '@lexdesk/shared/contract';
import { findAmounts } from './amounts';
import { findActReferences, findArticleReferences } from './citations';
import { findCourts } from './courts';
import { findDates } from './dates';
import { foldText, type Span } from './fold';
import { detectLanguage } from './language';
import { findEclis, findRoleNumbers } from './numbers';

export const TAG_CODES = [
  'article_reference',
  'act_reference',
  'ecli',
  'role_number',
  'court',
  'date',
  'amount',
] as const;
export type TagCode = (typeof TAG_CODES)[number];

export const TAG_NAMES: Readonly<Record<TagCode, Record<Locale, string>>> = {
  article_reference: { fr: "Référence d'article", nl: 'Artikelverwijzing', en: 'Article reference' },
  act_reference: { fr: 'Référence législative', nl: 'Verwijzing naar regelgeving', en: 'Act reference' },
  ecli: { fr: 'ECLI', nl: 'ECLI', en: 'ECLI' },
  role_number: { fr: 'Numéro de rôle', nl: 'Rolnummer', en: 'Docket number' },
  court: { fr: 'Juridiction', nl: 'Rechtscollege', en: 'Court' },
  date: { fr: 'Date', nl: 'Datum', en: 'Date' },
  amount: { fr: 'Montant', nl: 'Bedrag', en: 'Amount' },
};

export interface TagPassage extends Span {
  code: TagCode;
}

/** Every passage the recogniser finds, by code (passages of different codes may overlap). */
export function findTagPassages(text: string): TagPassage[] {
  const folded = foldText(text);
  const dates = findDates(text, folded);
  const acts = findActReferences(text, folded, dates);
  const passages: TagPassage[] = [
    ...findArticleReferences(text, folded, acts).map((span) => ({ ...span, code: 'article_reference' as const })),
    ...acts.map((act) => ({ start: act.start, end: act.end, code: 'act_reference' as const })),
    ...findEclis(text).map((ecli) => ({ start: ecli.start, end: ecli.end, code: 'ecli' as const })),
    ...findRoleNumbers(text, folded).map((role) => ({
      start: role.start,
      end: role.end,
      code: 'role_number' as const,
    })),
    ...findCourts(text, folded, dates).map((court) => ({ start: court.start, end: court.end, code: 'court' as const })),
    ...dates.map((date) => ({ start: date.start, end: date.end, code: 'date' as const })),
    ...findAmounts(text).map((amount) => ({ start: amount.start, end: amount.end, code: 'amount' as const })),
  ];
  return passages.sort((a, b) => a.start - b.start || a.end - b.end);
}

function localeOf(language: string | null | undefined, text: string): Locale {
  if (language === 'fr' || language === 'nl' || language === 'en') return language;
  return detectLanguage(text) ?? 'fr';
}

/**
 * The suggested labels: one per code found, named in the document's language (`language`, else read from the
 * text), colour E68A70, `openai: true`, the passages in order of the text.
 */
export function suggestTags(text: string, options: { language?: string | null } = {}): SuggestedLabel[] {
  const locale = localeOf(options.language, text);
  const byCode = new Map<TagCode, TagPassage[]>();
  for (const passage of findTagPassages(text)) {
    const list = byCode.get(passage.code) ?? [];
    list.push(passage);
    byCode.set(passage.code, list);
  }
  return TAG_CODES.filter((code) => byCode.has(code)).map((code) => ({
    name: TAG_NAMES[code][locale],
    code,
    color: SUGGESTED_LABEL_COLOR,
    openai: true as const,
    data: (byCode.get(code) ?? []).map((passage) => ({
      start_index: passage.start,
      end_index: passage.end,
      content: text.slice(passage.start, passage.end),
    })),
  }));
}
