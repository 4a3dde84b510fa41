import {
  errorToastText,
  isApiError,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  useDebouncedValue,
  useOnError,
  type Lawyer,
} from '@lexdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { lawyerQueries } from '../../../api/keys';

export interface LawyerSearch {
  /** What the user typed last. */
  terms: string;
  /** The matches, without the excluded user. */
  lawyers: Lawyer[];
  /** A search is waiting for its debounce or its answer. */
  loading: boolean;
  /** The typed text is under SEARCH_MIN_LENGTH characters: nothing is searched. */
  tooShort: boolean;
  search: (text: string) => void;
  reset: () => void;
}

/**
 * An answer whose envelope says "error" arrives with a 2xx HTTP status: the spec (section 8) ignores it,
 * whereas a failed lookup (HTTP error, network) shows a browser alert.
 */
const isEnvelopeError = (error: unknown): boolean => isApiError(error) && error.status >= 200 && error.status < 300;

/** Lawyer lookup of section 5: from 3 characters, 300 ms after the last keystroke; shorter input clears the list. */
export function useLawyerSearch(excludedUserId: number | null, enabled = true): LawyerSearch {
  const intl = useIntl();
  const [terms, setTerms] = useState('');
  const wanted = terms.trim();
  const tooShort = wanted.length < SEARCH_MIN_LENGTH;
  const searched = useDebouncedValue(wanted, SEARCH_DEBOUNCE_MS);
  const active = enabled && !tooShort;
  const query = useQuery({
    ...lawyerQueries.search(searched),
    enabled: active && searched.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
  useOnError(query.error, (error) => {
    if (!isEnvelopeError(error)) window.alert(errorToastText(intl, error));
  });

  const search = useCallback((text: string) => setTerms(text), []);
  const reset = useCallback(() => setTerms(''), []);

  const found = tooShort || query.error ? [] : (query.data ?? []);
  return {
    terms,
    lawyers: found.filter((lawyer) => lawyer.id !== excludedUserId),
    loading: active && (searched !== wanted || query.isFetching),
    tooShort,
    search,
    reset,
  };
}
