import { iso, type RepositoryContext } from './db';

export type SignInKind = 'device' | 'address';

/** Devices (hashed cookie) and addresses (hashed) an account has signed in from with its password. */
export function knownSignInsRepository({ db }: RepositoryContext) {
  return {
    async remember(userId: number, kind: SignInKind, valueHash: string, now: Date): Promise<void> {
      await db
        .insertInto('known_sign_ins')
        .values({ user_id: userId, kind, value_hash: valueHash, last_seen_at: iso(now) })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'kind', 'value_hash']).doUpdateSet({ last_seen_at: iso(now) }),
        )
        .execute();
    },
    /** Whether any of the given (kind, hash) pairs signed in to this account since `since`. */
    async isKnown(userId: number, candidates: readonly { kind: SignInKind; valueHash: string }[], since: Date) {
      if (candidates.length === 0) return false;
      const row = await db
        .selectFrom('known_sign_ins')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('last_seen_at', '>', iso(since))
        .where((eb) =>
          eb.or(
            candidates.map((candidate) =>
              eb.and([eb('kind', '=', candidate.kind), eb('value_hash', '=', candidate.valueHash)]),
            ),
          ),
        )
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type KnownSignInsRepository = ReturnType<typeof knownSignInsRepository>;
