import { errorToastText, isApiError, notify, useLocaleStore, useOnError, type LegalCase } from '@lexdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { caseQueries } from '../../../api/keys';

export type LegalCaseLoad =
  | { status: 'loading' }
  | { status: 'ready'; legalCase: LegalCase }
  | { status: 'notFound' }
  | { status: 'error'; reason: string | null };

export interface UseLegalCase {
  load: LegalCaseLoad;
  /** Fetches the case again, keeping the current one on screen meanwhile; never rejects. */
  reload: () => Promise<void>;
}

/**
 * A refusal (4xx) the server explains, in the request's language: the reason stays on screen, where the toast
 * goes away. Server failures (5xx, network) have no reason worth keeping.
 */
function refusalReason(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  return error.message.trim() || null;
}

/**
 * The case of the URL, through shared's query (the one the shell prefetches on entering the route). A 404
 * (unknown token, or another firm's: the server does not tell them apart) is "not found"; other failures say
 * so in a toast and leave a retry on screen. The case is fetched again when the UI language changes: the
 * server words the concrete case in the language of the request; the case shown stays until then.
 */
export function useLegalCase(token: string): UseLegalCase {
  const intl = useIntl();
  // The language the request is sent in (the client's `lang`), as the shell's prefetch keys it.
  const locale = useLocaleStore((state) => state.locale);
  const query = useQuery({
    ...caseQueries.detail(token, locale),
    // The same case in the previous language while the new one loads; never another case.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === token ? previous : undefined),
  });
  useOnError(query.error, (error) => {
    if (!(isApiError(error) && error.status === 404)) notify.error(errorToastText(intl, error));
  });
  const { refetch } = query;
  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const error = query.isFetching ? null : query.error;
  let load: LegalCaseLoad;
  if (isApiError(error) && error.status === 404) load = { status: 'notFound' };
  // A failed reload keeps the case on screen; a failed first load shows the retry.
  else if (query.data) load = { status: 'ready', legalCase: query.data };
  else if (error) load = { status: 'error', reason: refusalReason(error) };
  else load = { status: 'loading' };
  return { load, reload };
}
