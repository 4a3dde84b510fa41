import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DOCUMENT_COUNTRIES,
  DOCUMENT_SCOPES,
  DOCUMENT_STATUS_FILTERS,
  DOCUMENT_TYPES,
  DOCUMENT_VISIBILITIES,
  PAGE_SIZE,
} from '@lexdesk/shared/domain';
import { type Static, Type } from '@sinclair/typebox';
import { success } from '../envelope';
import { AppError } from '../errors';
import { userOf } from '../plugins/auth';
import {
  markedExcerpt,
  searchDocuments,
  type SearchRow,
  searchStructure,
  STRUCTURE_NAMES,
  suggestionsForCase,
} from '../services/documentSearch';
import { documentDownloadUrl } from '../services/legalCases';
import { answers, langOnlyQuery, lang, nullable, stringEnum, strictObject, token, tokenParams } from './schemas';

const MAX_PAGE_SIZE = 100;
const limit = Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: PAGE_SIZE });
const offset = Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0 });

// The free text is read up to SEARCH_TERMS_READ_LENGTH characters; a longer one (a pasted page) is accepted
// and cut, not refused. Past this a body is no search at all.
const terms = Type.String({ maxLength: 100_000 });
const isoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

const searchBody = strictObject({
  terms: Type.Optional(terms),
  type: Type.Optional(stringEnum(DOCUMENT_TYPES)),
  country: Type.Optional(stringEnum(DOCUMENT_COUNTRIES)),
  nature: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  legislationDate: Type.Optional(isoDate),
  visibility: Type.Optional(stringEnum(DOCUMENT_VISIBILITIES)),
  status: Type.Optional(stringEnum(DOCUMENT_STATUS_FILTERS)),
  scopes: Type.Optional(Type.Array(stringEnum(DOCUMENT_SCOPES), { maxItems: DOCUMENT_SCOPES.length })),
  /** The case of the scope `case`. */
  legalcase_token: Type.Optional(token),
  limit: Type.Optional(limit),
  offset: Type.Optional(offset),
});

/** A search result: the document and an excerpt of its text as HTML, escaped, the matched words in `<mark>`. */
const searchResult = Type.Object({
  token,
  name: Type.String(),
  mime: Type.String(),
  type: nullable(Type.String()),
  country: nullable(Type.String()),
  language: nullable(Type.String()),
  nature: nullable(Type.String()),
  legislation_date: nullable(Type.String()),
  visibility: stringEnum(DOCUMENT_VISIBILITIES),
  state: stringEnum(['pending', 'success', 'processed', 'failure'] as const),
  processed: Type.Boolean(),
  source: stringEnum(['lawyer', 'provider', 'litigant'] as const),
  text: Type.String(),
  url: Type.String(),
  downloadName: Type.String(),
});
type SearchResultView = Static<typeof searchResult>;

const suggestion = Type.Object({
  ...searchResult.properties,
  /** true: about the case's own law case; false: about another law case of its category. */
  same_law_case: Type.Boolean(),
});

function resultOf(row: Omit<SearchRow, 'excerpt'>, html: string): SearchResultView {
  return {
    token: row.token,
    name: row.name,
    mime: row.mime,
    type: row.type,
    country: row.country,
    language: row.language,
    nature: row.nature,
    legislation_date: row.legislation_date,
    visibility: row.visibility,
    state: row.state,
    processed: row.state === 'processed',
    source: row.origin,
    text: html,
    url: documentDownloadUrl(row.token),
    downloadName: row.name,
  };
}

const filterDefinition = Type.Recursive((self) =>
  Type.Object({
    component: stringEnum(['input', 'select', 'select-lawyers', 'block'] as const),
    data: Type.String(),
    label: Type.String(),
    placeholder: Type.String(),
    type: stringEnum(['text', 'date', 'select', 'block'] as const),
    options: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
    conditional: Type.Array(Type.Object({ data: Type.String(), value: Type.String() })),
    title: Type.String(),
    fields: Type.Array(self),
  }),
);

export const documentSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;

  /** Full text over name and extracted text, filters and scopes; `meta.total` counts every match. */
  app.post(
    '/documents/search',
    {
      schema: {
        body: searchBody,
        querystring: strictObject({ lang: Type.Optional(lang) }),
        response: answers(Type.Array(searchResult)),
      },
    },
    async (request) => {
      const { body } = request;
      const found = await searchDocuments(repos, userOf(request), {
        ...body,
        limit: body.limit ?? PAGE_SIZE,
        offset: body.offset ?? 0,
      });
      return success(
        found.rows.map((row) => resultOf(row, markedExcerpt(row.excerpt))),
        { total: found.total },
      );
    },
  );

  /** The filter definitions of a search form (the search sidebar builds itself from them). */
  app.get(
    '/structures/:name',
    {
      schema: {
        params: strictObject({ name: Type.String({ maxLength: 100 }) }),
        querystring: langOnlyQuery,
        response: answers(Type.Array(filterDefinition)),
      },
    },
    async (request) => {
      userOf(request);
      const name = STRUCTURE_NAMES.find((known) => known === request.params.name);
      if (name === undefined) throw new AppError(404, 'not_found', 'not_found');
      return success(searchStructure(name));
    },
  );

  /**
   * Documents to suggest in a case's documents tab: processed documents its firm may see about the case's law
   * case (first) or another law case of the same category, not attached to the case yet.
   */
  app.get(
    '/legal-cases/:token/suggested-documents',
    {
      schema: {
        params: tokenParams,
        querystring: strictObject({
          lang: Type.Optional(lang),
          limit: Type.Optional(limit),
          offset: Type.Optional(offset),
        }),
        response: answers(Type.Array(suggestion)),
      },
    },
    async (request) => {
      const { query } = request;
      const found = await suggestionsForCase(
        repos,
        userOf(request),
        request.params.token,
        query.limit ?? PAGE_SIZE,
        query.offset ?? 0,
      );
      return success(
        found.rows.map((row) => ({ ...resultOf(row, ''), same_law_case: row.same_law_case })),
        { total: found.total },
      );
    },
  );
};
