import {
  type DocumentCountry,
  type DocumentScope,
  type DocumentStatusFilter,
  type DocumentType,
  type DocumentVisibility,
  SEARCH_TERMS_READ_LENGTH,
} from '@lexdesk/shared/domain';
import { AppError } from '../errors';
import { foldForSearch } from '../lib/text';
import type { Repositories, UserRow } from '../repositories';
import { readerOf } from '../repositories/documentAccess';
import {
  MARK_END,
  MARK_START,
  type ParsedTerms,
  type SearchItem,
  type SearchQuery,
  type SearchRow,
  type SearchWord,
  type SuggestionRow,
} from '../repositories/documentSearch';

export type { SearchRow, SuggestionRow } from '../repositories/documentSearch';

// The user's text is never handed to an engine's query syntax: it is cut into words here (letters and digits
// only, case and accents folded), and the repository writes each engine's query from those words, quoted.
// So quotes, `*`, `-`, parentheses, SQL or NUL bytes are either understood (below) or read as words, and never
// an error.

/** Beyond this many words the rest is ignored: a query pasted from a page stays one query. */
const MAX_WORDS = 16;
const MAX_WORD_LENGTH = 64;
/** A one-letter prefix would match most of the library. */
const MIN_PREFIX_LENGTH = 2;

const QUOTES = /["«»“”„]/u;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

function wordsOf(text: string): string[] {
  return foldForSearch(text)
    .split(SEPARATORS)
    .filter((word) => word !== '')
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/**
 * What a user typed, as groups of words and phrases. Understood: phrases between quotes (straight, « », “ ”),
 * `OR` in capitals between two terms, `*` after a word (a prefix); the last word typed is a prefix too
 * (type-ahead) when nothing follows it. Everything else is a separator.
 */
export function parseSearchTerms(raw: string): ParsedTerms {
  const text = raw.slice(0, SEARCH_TERMS_READ_LENGTH);
  const groups: ParsedTerms = [];
  let alternatives: SearchItem[] = [];
  let joinNext = false;
  let count = 0;
  let lastWord: SearchWord | undefined;
  const push = (item: SearchItem) => {
    if (joinNext && groups.length > 0) {
      groups[groups.length - 1]?.push(item);
    } else {
      alternatives = [item];
      groups.push(alternatives);
    }
    joinNext = false;
  };
  // Outside quotes at even indexes, inside at odd ones (an unclosed quote runs to the end).
  const parts = text.split(QUOTES);
  parts.forEach((part, index) => {
    if (count >= MAX_WORDS) return;
    if (index % 2 === 1) {
      const words = wordsOf(part).slice(0, MAX_WORDS - count);
      count += words.length;
      if (words.length === 1) push({ kind: 'word', value: words[0] as string, prefix: false });
      else if (words.length > 1) push({ kind: 'phrase', words });
      lastWord = undefined;
      return;
    }
    for (const piece of part.split(/\s+/u)) {
      if (count >= MAX_WORDS) break;
      if (piece === 'OR') {
        joinNext = groups.length > 0;
        continue;
      }
      const starred = piece.endsWith('*');
      const words = wordsOf(piece);
      words.forEach((value, position) => {
        if (count >= MAX_WORDS) return;
        count += 1;
        const isLast = position === words.length - 1;
        const word: SearchWord = {
          kind: 'word',
          value,
          prefix: starred && isLast && value.length >= MIN_PREFIX_LENGTH,
        };
        push(word);
        lastWord = word;
      });
    }
  });
  // The word being typed: a prefix, unless something follows it (a space, a sign: the user finished it).
  if (lastWord && /[\p{L}\p{N}\p{M}]$/u.test(text) && lastWord.value.length >= MIN_PREFIX_LENGTH) {
    lastWord.prefix = true;
  }
  return groups;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * An engine's excerpt, whose matches it wrapped in sentinel characters, as HTML: every character of the
 * document's text is escaped first, then only balanced sentinels become `<mark>`. A sentinel the document
 * itself holds can at worst mark some of its own (escaped) words: nothing it contains becomes markup.
 */
export function markedExcerpt(excerpt: string): string {
  let html = '';
  let open = false;
  for (const character of excerpt) {
    if (character === MARK_START) {
      if (!open) html += '<mark>';
      open = true;
    } else if (character === MARK_END) {
      if (open) html += '</mark>';
      open = false;
    } else if (character in ESCAPES) {
      html += ESCAPES[character];
    } else if (!/[\p{Cc}]/u.test(character) || character === '\n' || character === '\t') {
      html += character;
    }
  }
  if (open) html += '</mark>';
  return html.replace(/\s+/gu, ' ').trim();
}

export interface SearchRequest {
  terms?: string;
  type?: DocumentType;
  country?: DocumentCountry;
  nature?: string;
  legislationDate?: string;
  visibility?: DocumentVisibility;
  status?: DocumentStatusFilter;
  scopes?: DocumentScope[];
  legalcase_token?: string;
  limit: number;
  offset: number;
}

export interface SearchResult {
  rows: SearchRow[];
  total: number;
}

const caseNotFound = () => new AppError(404, 'not_found', 'not_found');

/** The search: what the reader may see, filtered, ranked by relevance when there are terms. */
export async function searchDocuments(
  repos: Repositories,
  user: UserRow,
  request: SearchRequest,
): Promise<SearchResult> {
  const reader = readerOf(user);
  const scopes = [...new Set(request.scopes ?? [])];
  let legalCaseId: number | undefined;
  if (scopes.includes('case')) {
    // A case of the reader's firm only; the super administrator has no cases.
    if (reader.superAdmin || request.legalcase_token === undefined) throw caseNotFound();
    const legalCase = await repos.legalCases.caseOfFirm(reader.clientId, request.legalcase_token);
    if (!legalCase) throw caseNotFound();
    legalCaseId = legalCase.id;
  }
  const query: SearchQuery = {
    reader,
    terms: parseSearchTerms(request.terms ?? ''),
    type: request.type,
    country: request.country,
    nature: request.nature,
    legislationDate: request.legislationDate,
    visibility: request.visibility,
    status: request.status,
    scopes,
    legalCaseId,
    limit: request.limit,
    offset: request.offset,
  };
  return repos.documentSearch.search(query);
}

/**
 * Suggestions for a case: processed documents the firm may see about the case's law case first, then about
 * another law case of its category, not attached to the case yet.
 */
export async function suggestionsForCase(
  repos: Repositories,
  user: UserRow,
  caseToken: string,
  limit: number,
  offset: number,
): Promise<{ rows: SuggestionRow[]; total: number }> {
  const reader = readerOf(user);
  if (reader.superAdmin) throw caseNotFound();
  const legalCase = await repos.legalCases.caseOfFirm(reader.clientId, caseToken);
  if (!legalCase) throw caseNotFound();
  if (legalCase.law_case_id === null) return { rows: [], total: 0 };
  return repos.documentSearch.suggestions({
    reader,
    legalCaseId: legalCase.id,
    lawCaseId: legalCase.law_case_id,
    limit,
    offset,
  });
}
