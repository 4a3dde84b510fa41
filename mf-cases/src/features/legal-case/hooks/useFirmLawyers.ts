import type { Lawyer } from '@lexdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { lawyerQueries } from '../../../api/keys';

/**
 * Above this many members a firm's list is too long to scroll: the reassign select goes back to the
 * specification's 3-character server search (section 5).
 */
export const LARGE_FIRM_SIZE = 50;

export interface FirmLawyers {
  /** The firm's members but the excluded one; empty while loading or when the firm is large. */
  lawyers: Lawyer[];
  loading: boolean;
  /** The list is not usable (large firm, failed call): search on the server instead. */
  searchOnServer: boolean;
}

/** The firm's other lawyers, asked once when the reassign select appears so that it opens full. */
export function useFirmLawyers(firmUuid: string | null, excludedUserId: number): FirmLawyers {
  const query = useQuery({ ...lawyerQueries.firm(firmUuid ?? ''), enabled: firmUuid !== null });
  const members = query.data;
  const searchOnServer = firmUuid === null || query.isError || (members?.length ?? 0) > LARGE_FIRM_SIZE;
  return {
    lawyers: searchOnServer || !members ? [] : members.filter((member) => member.id !== excludedUserId),
    loading: query.isFetching,
    searchOnServer,
  };
}
