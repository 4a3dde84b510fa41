import { useApiQuery, useUser, type ApiQuery } from '@lexdesk/shared';
import { create } from 'zustand';
import { listFirmLawyers, type FirmMember } from '../api/office';

/**
 * The lawyers list, the lawyer panel and the lawyers sidebar show the same firm members in different slots:
 * after a change in one (admin transfer, removal, invitation), bumping the version reloads the others.
 */
interface FirmLawyersVersion {
  version: number;
  bump: () => void;
}

export const useFirmLawyersVersion = create<FirmLawyersVersion>((set) => ({
  version: 0,
  bump: () => set((state) => ({ version: state.version + 1 })),
}));

export const reloadFirmLawyers = (): void => useFirmLawyersVersion.getState().bump();

/** The members of the signed-in user's firm, sorted by name (nothing for a user without a firm). */
export function useFirmLawyers(): ApiQuery<FirmMember[]> {
  const uuid = useUser()?.client?.uuid ?? null;
  const version = useFirmLawyersVersion((state) => state.version);
  return useApiQuery(['firm-lawyers', uuid, version], (signal) => listFirmLawyers(uuid ?? '', signal), {
    enabled: uuid !== null,
  });
}
