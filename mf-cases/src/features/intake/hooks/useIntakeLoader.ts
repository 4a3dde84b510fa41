import { useLocaleStore, type IntakeForm, type Locale } from '@lexdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useLayoutEffect } from 'react';
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
 * The page's language comes from its URL (?lang=), not from the visitor's saved choice: the store's
 * locale is set for this visit without being saved (a lawyer previewing the form in French keeps
 * their own language in the app). It is set before the GET, which sends it as `lang`.
 */
export function applyPageLocale(lang: Locale): void {
  if (useLocaleStore.getState().locale !== lang) useLocaleStore.setState({ locale: lang });
}

export function useIntakeLoader({ uuid, lawCase, lang }: IntakeQuery): IntakeLoader {
  const query = useQuery({
    queryKey: intakeKeys.form({ uuid, lawCase }, lang),
    queryFn: ({ signal }) => {
      applyPageLocale(lang);
      return getIntakeForm({ uuid, lawCase }, signal);
    },
    enabled: uuid !== '',
    placeholderData: keepPreviousData,
  });

  // Before the first paint: the page never shows a moment in the visitor's previous language.
  useLayoutEffect(() => applyPageLocale(lang), [lang]);

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
