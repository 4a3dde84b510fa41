import {
  errorToastText,
  isApiError,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  useDebouncedValue,
  useOnError,
} from '@lexdesk/shared';
import { keepPreviousData, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';

export interface Lookup<T> {
  found: T[];
  loading: boolean;
  /** Under 3 characters: nothing is searched. */
  tooShort: boolean;
  search: (text: string) => void;
}

/**
 * An envelope saying "error" arrives with a 2xx status: the specification (section 8) ignores it, whereas a
 * failed lookup (HTTP error, network) is a browser alert.
 */
const isEnvelopeError = (error: unknown): boolean => isApiError(error) && error.status >= 200 && error.status < 300;

/**
 * A type-ahead lookup of section 5: from 3 characters, 300 ms after the last keystroke; shorter input clears the
 * list. `queryFor` gives the query of some terms (one of keys.ts's lookup queries).
 */
export function useLookup<T, Key extends readonly unknown[]>(
  queryFor: (terms: string) => UseQueryOptions<T[], Error, T[], Key>,
): Lookup<T> {
  const intl = useIntl();
  const [terms, setTerms] = useState('');
  const wanted = terms.trim();
  const tooShort = wanted.length < SEARCH_MIN_LENGTH;
  const searched = useDebouncedValue(wanted, SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    ...queryFor(searched),
    enabled: !tooShort && searched.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
  useOnError(query.error, (error) => {
    if (!isEnvelopeError(error)) window.alert(errorToastText(intl, error));
  });
  return {
    found: tooShort || query.error ? [] : (query.data ?? []),
    loading: !tooShort && (searched !== wanted || query.isFetching),
    tooShort,
    search: setTerms,
  };
}
