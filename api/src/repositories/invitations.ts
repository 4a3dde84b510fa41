import type { InvitationRow } from '../db/schema';
import { iso, type RepositoryContext } from './db';

export type { InvitationRow } from '../db/schema';

export interface NewInvitation {
  clientId: number;
  email: string;
  tokenHash: string;
  invitedBy: number | null;
  expiresAt: Date;
}

export function invitationsRepository({ db }: RepositoryContext) {
  return {
    findByTokenHash: (tokenHash: string): Promise<InvitationRow | undefined> =>
      db.selectFrom('invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),
    findById: (id: number): Promise<InvitationRow | undefined> =>
      db.selectFrom('invitations').selectAll().where('id', '=', id).executeTakeFirst(),
    create: (invitation: NewInvitation, now: Date): Promise<InvitationRow> =>
      db
        .insertInto('invitations')
        .values({
          client_id: invitation.clientId,
          email: invitation.email,
          token_hash: invitation.tokenHash,
          invited_by: invitation.invitedBy,
          created_at: iso(now),
          expires_at: iso(invitation.expiresAt),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    /**
     * The firm's invitations neither used nor revoked whose address has no account, expired ones included, newest
     * first (the lawyers screen lists them; an address invited several times before migration 016 has several).
     */
    unusedOfClient: (clientId: number): Promise<InvitationRow[]> =>
      db
        .selectFrom('invitations')
        .selectAll('invitations')
        .where('invitations.client_id', '=', clientId)
        .where('invitations.used_at', 'is', null)
        .where('invitations.revoked_at', 'is', null)
        .where((eb) =>
          eb.not(
            eb.exists(eb.selectFrom('users').select('users.id').whereRef('users.email', '=', 'invitations.email')),
          ),
        )
        .orderBy('invitations.created_at', 'desc')
        .orderBy('invitations.id', 'desc')
        .execute(),
    /**
     * Kills every link of `email` into the firm not used yet (a new one replaces them, or none: revoked). The rows
     * stay, so that an id is never given to another invitation.
     */
    async revokeUnused(clientId: number, email: string, now: Date): Promise<number> {
      const result = await db
        .updateTable('invitations')
        .set({ revoked_at: iso(now) })
        .where('client_id', '=', clientId)
        .where('email', '=', email)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    /**
     * Addresses invited into the firm whose invitation is still usable (unused, unexpired) and who have no
     * account yet: the seats a plan must keep for them.
     */
    async pendingCount(clientId: number, now: Date): Promise<number> {
      const row = await db
        .selectFrom('invitations')
        .select((eb) => eb.fn.count<number>('invitations.email').distinct().as('n'))
        .where('invitations.client_id', '=', clientId)
        .where('invitations.used_at', 'is', null)
        .where('invitations.revoked_at', 'is', null)
        .where('invitations.expires_at', '>', iso(now))
        .where((eb) =>
          eb.not(
            eb.exists(eb.selectFrom('users').select('users.id').whereRef('users.email', '=', 'invitations.email')),
          ),
        )
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** Whether `email` holds a usable invitation into the firm already (inviting it again takes no new seat). */
    async hasPending(clientId: number, email: string, now: Date): Promise<boolean> {
      const row = await db
        .selectFrom('invitations')
        .select('id')
        .where('client_id', '=', clientId)
        .where('email', '=', email)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', iso(now))
        .executeTakeFirst();
      return row !== undefined;
    },
    /** False when another request used it first: the conditional update is what makes it single use. */
    async markUsed(id: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('invitations')
        .set({ used_at: iso(now) })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type InvitationsRepository = ReturnType<typeof invitationsRepository>;
