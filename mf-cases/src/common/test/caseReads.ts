// The case lists and the case are read through shared's queries (the ones the shell prefetches), which call the
// API client: these mocks stand for those two GETs, as the tests read them (the list by its request, the case by
// its token). Every other call of the client is left alone.
import { apiClient, type LegalCase, type LegalCaseSummary, type Page, type Query } from '@lexdesk/shared';

/** A list request as sent: `/legal-cases?…` and its query (lang aside, which the client adds). */
export interface SentListRequest {
  url: string;
  query: Record<string, string>;
}

const asStrings = (query: Query | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(query ?? {}).map(([key, value]) => [key, String(value)]));

export function mockCaseReads() {
  const list = jest.fn<Promise<Page<LegalCaseSummary[]>>, [SentListRequest]>();
  const detail = jest.fn<Promise<LegalCase>, [string, AbortSignal | undefined]>();
  jest.spyOn(apiClient, 'getPage').mockImplementation(async (path, query, options) => {
    if (path === 'legal-cases') {
      const sent = asStrings(query);
      return list({ url: `/legal-cases?${new URLSearchParams(sent).toString()}`, query: sent });
    }
    const token = /^legal-cases\/([^/?]+)$/.exec(path)?.[1];
    if (token === undefined) throw new Error(`no mock for GET ${path}`);
    return { data: await detail(decodeURIComponent(token), options?.signal), total: 0 };
  });
  return { list, detail };
}
