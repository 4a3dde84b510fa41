import type { Db } from '../db';

export interface InvitationRow {
  id: number;
  client_id: number;
  email: string;
  token_hash: string;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface NewInvitation {
  clientId: number;
  email: string;
  tokenHash: string;
  invitedBy: number | null;
  expiresAt: Date;
}

export function invitationsRepository(db: Db) {
  const byTokenHash = db.prepare<[string], InvitationRow>('SELECT * FROM invitations WHERE token_hash = ?');
  const insert = db.prepare(`INSERT INTO invitations (client_id, email, token_hash, invited_by, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const markUsed = db.prepare('UPDATE invitations SET used_at = ? WHERE id = ? AND used_at IS NULL');

  return {
    findByTokenHash: (tokenHash: string): InvitationRow | undefined => byTokenHash.get(tokenHash),
    create(invitation: NewInvitation, now: Date): void {
      insert.run(
        invitation.clientId,
        invitation.email,
        invitation.tokenHash,
        invitation.invitedBy,
        now.toISOString(),
        invitation.expiresAt.toISOString(),
      );
    },
    /** False when another request used it first: the conditional update is what makes it single use. */
    markUsed(id: number, now: Date): boolean {
      return markUsed.run(now.toISOString(), id).changes === 1;
    },
  };
}

export type InvitationsRepository = ReturnType<typeof invitationsRepository>;
