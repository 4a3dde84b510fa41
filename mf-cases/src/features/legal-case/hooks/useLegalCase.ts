import { errorToastText, getLegalCase, isApiError, notify, type LegalCase } from '@lexdesk/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLatest } from '../../../common/hooks/useLatest';

export type LegalCaseLoad =
  { status: 'loading' } | { status: 'ready'; legalCase: LegalCase } | { status: 'notFound' } | { status: 'error' };

export interface UseLegalCase {
  load: LegalCaseLoad;
  /** Fetches the case again, keeping the current one on screen meanwhile; never rejects. */
  reload: () => Promise<void>;
}

/**
 * The case of the URL. A 404 (unknown token, or another firm's: the server does not tell them apart)
 * is "not found"; other failures say so in a toast and leave a retry on screen. The case is fetched
 * again when the UI language changes: the server words the concrete case in the language of the request.
 */
export function useLegalCase(token: string): UseLegalCase {
  const intl = useIntl();
  // Read through a ref: a new intl object (language switch) is a reason to refetch only via `locale`.
  const intlRef = useLatest(intl);
  const [load, setLoad] = useState<LegalCaseLoad>({ status: 'loading' });
  // Answers to an older request (another token, a reload overtaken by a newer one) are dropped.
  const latestRequest = useRef(0);
  const shownToken = useRef<string | null>(null);

  const fetchCase = useCallback(async () => {
    const requestId = ++latestRequest.current;
    // Spinner only for a case not on screen yet; a reload keeps the current case visible.
    if (shownToken.current !== token) setLoad({ status: 'loading' });
    try {
      const legalCase = await getLegalCase(token);
      if (requestId !== latestRequest.current) return;
      shownToken.current = token;
      setLoad({ status: 'ready', legalCase });
    } catch (error) {
      if (requestId !== latestRequest.current) return;
      if (isApiError(error) && error.status === 404) {
        shownToken.current = null;
        setLoad({ status: 'notFound' });
        return;
      }
      notify.error(errorToastText(intlRef.current, error));
      // A failed reload keeps the case on screen; a failed first load shows the retry.
      setLoad((current) =>
        current.status === 'ready' && shownToken.current === token ? current : { status: 'error' },
      );
    }
  }, [token, intlRef]);

  const { locale } = intl;
  useEffect(() => {
    void fetchCase();
  }, [fetchCase, locale]);

  useEffect(
    () => () => {
      // Unmounted: whatever is still in flight is of no use.
      latestRequest.current += 1;
    },
    [],
  );

  return { load, reload: fetchCase };
}
