import { useLocaleStore, type IntakeForm, type Locale } from '@lexdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { intakeKeys } from '../../../api/keys';
import { getIntakeForm } from '../../../api/legalCases';

export interface IntakeQuery {
  uuid: string;
  lawCase: number | null;
  lang: Locale;
}

export interface IntakeLoader {
  /** The last form received; kept while another one loads, so that the page never loses what was typed. */
  form: IntakeForm | null;
  loading: boolean;
  error: unknown;
  /** Fetches the form again (a fresh form token); resolves with it, or null on failure. */
  reload: () => Promise<IntakeForm | null>;
}

/**
 * The page's language comes from its URL (?lang=) or the browser, not from the visitor's saved choice: the
 * interface switches for this page without saving it (a lawyer previewing the form in Dutch keeps their own
 * language in the app). Through the store's setLocale, which loads every remote's texts of that language first:
 * setting the store's locale alone left this remote's texts in French while the server's came translated.
 */
export function usePageLocale(lang: Locale): void {
  useEffect(() => {
    if (useLocaleStore.getState().locale !== lang) void useLocaleStore.getState().setLocale(lang, { remember: false });
  }, [lang]);
}

export function useIntakeLoader({ uuid, lawCase, lang }: IntakeQuery): IntakeLoader {
  const query = useQuery({
    queryKey: intakeKeys.form({ uuid, lawCase }, lang),
    // The language is the page's, sent as such: the interface may still be switching to it.
    queryFn: ({ signal }) => getIntakeForm({ uuid, lawCase, lang }, signal),
    enabled: uuid !== '',
    placeholderData: keepPreviousData,
  });

  const { refetch } = query;
  const reload = useCallback(async () => {
    const result = await refetch();
    return result.isSuccess ? result.data : null;
  }, [refetch]);
  return {
    form: query.data ?? null,
    loading: query.isFetching,
    // A retry under way is not a failure yet.
    error: query.isFetching ? null : query.error,
    reload,
  };
}
