import {
  errorToastText,
  isApiError,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  useDebouncedValue,
  useOnError,
} from '@lexdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { firmQueries } from '../../../api/keys';
import { useFirmLawyers } from '../../../common/firmLawyers';

/**
 * Section 8: a failed lookup (HTTP error, network) shows a browser alert, while an answer whose envelope says
 * "error" (a 2xx status) is ignored; the list then shows no match.
 */
const isEnvelopeError = (error: unknown): boolean => isApiError(error) && error.status >= 200 && error.status < 300;

export interface ListedLawyer {
  id: number;
  name: string;
  email: string | null;
  profilePictureUrl: string | null;
  isAdmin: boolean;
}

export interface LawyerList {
  terms: string;
  setTerms: (terms: string) => void;
  /** The firm's lawyers, or the search's matches from 3 characters. */
  lawyers: ListedLawyer[];
  /** Nothing to show yet (first load, or a search waiting for its debounce or answer). */
  loading: boolean;
  /** The firm's list could not be loaded. */
  failed: boolean;
  retry: () => void;
  /** How many lawyers the firm has. */
  total: number;
}

/**
 * The lawyers list of /office/lawyers: the whole firm, or from 3 characters the matches of POST /lawyers/search,
 * 300 ms after the last keystroke. Shorter input shows the whole list again.
 */
export function useLawyerList(): LawyerList {
  const [terms, setTerms] = useState('');
  const intl = useIntl();
  const firm = useFirmLawyers();
  const wanted = terms.trim();
  const searching = wanted.length >= SEARCH_MIN_LENGTH;
  const searched = useDebouncedValue(wanted, SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    ...firmQueries.lawyerSearch(searched),
    enabled: searching && searched.length >= SEARCH_MIN_LENGTH,
  });
  useOnError(search.error, (error) => {
    if (!isEnvelopeError(error)) window.alert(errorToastText(intl, error));
  });

  const members = firm.data ?? [];
  const byId = new Map(members.map((member) => [member.id, member]));
  const listed: ListedLawyer[] = searching
    ? (searched === wanted ? (search.data ?? []) : []).map((lawyer) => {
        const member = byId.get(lawyer.id);
        return {
          id: lawyer.id,
          name: lawyer.name,
          email: member?.email ?? null,
          profilePictureUrl: member?.profile_picture_url ?? lawyer.profile_picture_url ?? null,
          isAdmin: member?.is_admin ?? false,
        };
      })
    : members.map((member) => ({
        id: member.id,
        name: member.name,
        email: member.email,
        profilePictureUrl: member.profile_picture_url,
        isAdmin: member.is_admin,
      }));

  return {
    terms,
    setTerms,
    lawyers: listed,
    loading: searching ? searched !== wanted || search.isFetching : firm.isFetching && !firm.data,
    failed: !searching && !firm.data && !firm.isFetching && firm.isError,
    retry: () => void firm.refetch(),
    total: members.length,
  };
}
