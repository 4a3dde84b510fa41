import type { Db } from '../db';
import type { ClientRow } from './clients';

/** Firms as the public intake form finds them: by their uuid. */
export function firmsRepository(db: Db) {
  const byUuid = db.prepare<[string], ClientRow>('SELECT * FROM clients WHERE uuid = ?');
  return {
    findByUuid: (uuid: string): ClientRow | undefined => byUuid.get(uuid),
  };
}

export type FirmsRepository = ReturnType<typeof firmsRepository>;
