// The embedded provider (`suggestions_provider: 'rules'`, the default: no network, no model). Its tags are the
// recogniser's (`suggestTags`: articles, acts, ECLI, role numbers, courts, dates, amounts). Its summary is made
// by rules from what the recogniser reads at the document's top and end (`suggestMetadata`):
// - a judgment: its court (the jurisdiction list's full name), its pronouncement date and role number, then the
//   first sentence of its operative part (after the last PAR CES MOTIFS / OM DEZE REDENEN), as
//   "Cour de cassation, 12 mars 2020, C.19.0123.F. Dispositif : Rejette le pourvoi.";
// - an act: its citation (nature, date, title, Moniteur belge), as the metadata form would compute it;
// - anything else: no summary (a beginning of the text is no summary).
// It is written in the document's language (Dutch for a Dutch text, French otherwise). The prompt is not read:
// rules follow no instruction.
import { RULES_SUGGESTIONS_PROVIDER } from '@lexdesk/shared/contract';
import { citationDate, citationOf, jurisdictionByCode, type Metadata, referenceLabel } from '@lexdesk/shared/domain';
import { detectLanguage, findHeadingStructure, suggestMetadata, suggestTags } from '../recognition';
import type { LabellingProvider, LabellingRequest, LabellingResult } from './provider';

type Guide = 'fr' | 'nl';

/** The operative part's heading word in each language (French typography: a no-break space before the colon). */
const OPERATIVE_LABEL: Readonly<Record<Guide, string>> = { fr: 'Dispositif\u00a0:', nl: 'Beschikking:' };
/** A summary's sentence of the operative part is cut past this many characters. */
const OPERATIVE_MAX_LENGTH = 300;
/** Words ending with a full stop that do not end a sentence ("art. 1382", "C. civ.", "n. 12"). */
const ABBREVIATION = /(?:^|[\s(])(?:\p{L}{1,4}|\p{L}\.\p{L})\.$/u;

function guideOf(language: string | null, text: string): Guide {
  if (language === 'nl' || language === 'fr') return language;
  return detectLanguage(text) === 'nl' ? 'nl' : 'fr';
}

/**
 * The first sentence of the last operative part of a judgment, whitespace collapsed, or null. A sentence ends at
 * a semicolon or at a full stop followed by a capital or the end (not after an abbreviation).
 */
export function operativeFirstSentence(text: string): string | null {
  const marks = findHeadingStructure(text).filter((mark) => mark.kind === 'operative');
  const last = marks[marks.length - 1];
  if (!last) return null;
  const window = text
    .slice(last.end, last.end + OPERATIVE_MAX_LENGTH * 4)
    // A heading line ("La Cour", "Het Hof") before the line that decides reads as one clause: "La Cour, Rejette…".
    .replace(/([^\s,;:.])[ \t]*\n\s*(?=\p{Lu})/gu, '$1, ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,:;.]+/, '');
  let end = -1;
  for (const match of window.matchAll(/;|\.(?= \p{Lu}| ?$)/gu)) {
    if (match[0] === '.' && ABBREVIATION.test(window.slice(0, match.index + 1))) continue;
    end = match.index;
    break;
  }
  let sentence = (end === -1 ? window : window.slice(0, end)).trim();
  if (sentence.length > OPERATIVE_MAX_LENGTH) {
    const cut = sentence.lastIndexOf(' ', OPERATIVE_MAX_LENGTH);
    sentence = `${sentence.slice(0, cut > 0 ? cut : OPERATIVE_MAX_LENGTH)}…`;
  }
  return sentence === '' ? null : sentence;
}

/** The summary made by rules (see the head of this file), or null when the text is neither a judgment nor an act. */
export function rulesSummary(text: string, language: string | null): string | null {
  const guide = guideOf(language, text);
  const read: Metadata = {};
  for (const suggestion of suggestMetadata(text, { language: guide })) {
    (read as Record<string, string>)[suggestion.field] = suggestion.value;
  }
  if (read.type === 'legislation') return citationOf(read, { language: guide }) || null;
  if (read.type !== 'jurisprudence') return null;
  const court =
    jurisdictionByCode(read.jurisdictionName)?.labels[guide] ??
    (read.jurisdictionType ? referenceLabel('jurisdictionTypes', read.jurisdictionType, guide) : '');
  const heading = [court, citationDate(read.pronouncedDate, guide), read.roleNumber ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  const operative = operativeFirstSentence(text);
  const parts = [
    heading === '' ? '' : `${heading}.`,
    operative === null ? '' : `${OPERATIVE_LABEL[guide]} ${operative.replace(/[.;]$/, '')}.`,
  ].filter(Boolean);
  return parts.length === 0 ? null : parts.join(' ');
}

export function rulesProvider(): LabellingProvider {
  return {
    name: RULES_SUGGESTIONS_PROVIDER,
    async suggest({ text, language }: LabellingRequest): Promise<LabellingResult> {
      const tags = suggestTags(text, { language });
      return {
        summary: rulesSummary(text, language),
        tags,
        problem: null,
        stats: { tags: tags.length, passages: tags.reduce((sum, tag) => sum + tag.data.length, 0) },
      };
    },
  };
}
