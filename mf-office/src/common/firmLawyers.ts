import { useUser } from '@lexdesk/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { firmKeys, firmQueries } from '../api/keys';

/**
 * The members of the signed-in user's firm, sorted by name (nothing for a user without a firm). The lawyers list,
 * the lawyer panel and the lawyers sidebar show them in different slots from this one query: a change made in one
 * (admin transfer, removal) invalidates it and the others follow.
 */
export function useFirmLawyers() {
  const uuid = useUser()?.client?.uuid ?? null;
  return useQuery({ ...firmQueries.lawyers(uuid ?? ''), enabled: uuid !== null });
}

/** After a change of the firm's members: everything mf-office shows of the firm is read again. */
export function useRefreshFirm(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: firmKeys.all }), [queryClient]);
}
