import { errorToastText, isApiError, notify, useApiQuery, type LegalCase } from '@lexdesk/shared';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { getLegalCase } from '../../../api/legalCases';

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
 * The case of the URL. A 404 (unknown token, or another firm's: the server does not tell them apart)
 * is "not found"; other failures say so in a toast and leave a retry on screen. The case is fetched
 * again when the UI language changes: the server words the concrete case in the language of the request.
 */
export function useLegalCase(token: string): UseLegalCase {
  const intl = useIntl();
  const query = useApiQuery(['legal-case', token, intl.locale], (signal) => getLegalCase(token, signal), {
    onError: (error) => {
      if (!(isApiError(error) && error.status === 404)) notify.error(errorToastText(intl, error));
    },
  });
  const { retry } = query;
  const reload = useCallback(async () => {
    await retry();
  }, [retry]);

  // The answer kept on screen may be another case's (the token changed): only this token's counts.
  const legalCase = query.dataKey?.[1] === token ? query.data : undefined;
  let load: LegalCaseLoad;
  if (isApiError(query.error) && query.error.status === 404) load = { status: 'notFound' };
  // A failed reload keeps the case on screen; a failed first load shows the retry.
  else if (legalCase) load = { status: 'ready', legalCase };
  else if (query.error) load = { status: 'error', reason: refusalReason(query.error) };
  else load = { status: 'loading' };
  return { load, reload };
}
