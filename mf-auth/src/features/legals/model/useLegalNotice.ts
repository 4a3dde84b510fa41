import { apiClient, isAbortedError } from '@lexdesk/shared/core';
import type { LegalNotice } from '@lexdesk/shared/contract';
import { useCallback, useEffect, useState } from 'react';

export type LegalNoticeState =
  { status: 'loading' } | { status: 'ready'; notice: LegalNotice } | { status: 'failed'; retry: () => void };

/**
 * The operator's details (GET /api/public/legal-notice), asked only when the page shows a text that names them:
 * Login's first visit never carries them. A failed call offers a retry; leaving the page aborts the call.
 */
export function useLegalNotice(needed: boolean): LegalNoticeState {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; notice: LegalNotice | null } | null>(null);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (!needed) return;
    const controller = new AbortController();
    apiClient.get<LegalNotice>('/public/legal-notice', undefined, { signal: controller.signal }).then(
      (notice) => setAnswer({ attempt, notice }),
      (error: unknown) => {
        if (!isAbortedError(error)) setAnswer({ attempt, notice: null });
      },
    );
    return () => controller.abort();
  }, [needed, attempt]);

  // An answer to an earlier attempt is not this one's: the retry shows the wait again.
  if (answer === null || answer.attempt !== attempt) return { status: 'loading' };
  return answer.notice === null ? { status: 'failed', retry } : { status: 'ready', notice: answer.notice };
}
