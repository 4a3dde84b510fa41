import type { JobRow } from '../db/schema';
import { iso, type RepositoryContext } from './db';

export type { JobRow } from '../db/schema';

export interface NewJob {
  kind: string;
  payload: unknown;
  maxAttempts: number;
}

/** One claim of a job: the worker that made it and the try it counts as. */
export interface JobClaim {
  id: number;
  workerId: string;
  attempts: number;
}

/** What a finished job keeps: its payload is replaced by JSON null when it held personal data. */
export interface FinishOptions {
  forgetPayload?: boolean;
}

// The payload of a job whose data must not stay at rest (a mail's recipient, subject and body).
const FORGOTTEN_PAYLOAD = 'null';

/**
 * The job queue. A claim is one conditional UPDATE: on PostgreSQL its chosen row is locked with
 * `FOR UPDATE SKIP LOCKED`, so workers in several processes never take the same job and never wait
 * on each other; on SQLite the single writer makes the statement atomic by itself. A claim holds a
 * short lease (`locked_until`) that its worker renews while the job runs; a running job whose lease
 * expired (its worker died or stalled) is due again, and the new claim changes `locked_by`, so the
 * old worker's conditional writes (`renew`, `finish`, `retryLater`) find nothing to update.
 */
export function jobsRepository({ db, engine }: RepositoryContext) {
  return {
    async enqueue(job: NewJob, now: Date): Promise<number> {
      const row = await db
        .insertInto('jobs')
        .values({
          kind: job.kind,
          payload: JSON.stringify(job.payload),
          max_attempts: job.maxAttempts,
          run_after: iso(now),
          created_at: iso(now),
          updated_at: iso(now),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** The oldest due job of one of `kinds`, now leased to `workerId` until `now + leaseMs`. */
    async claim(workerId: string, now: Date, leaseMs: number, kinds: readonly string[]): Promise<JobRow | undefined> {
      if (kinds.length === 0) return undefined;
      const due = db
        .selectFrom('jobs')
        .select('id')
        .where('kind', 'in', kinds)
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'queued'), eb('run_after', '<=', iso(now))]),
            eb.and([eb('state', '=', 'running'), eb('locked_until', '<', iso(now))]),
          ]),
        )
        .orderBy('run_after')
        .orderBy('id')
        .limit(1);
      return db
        .updateTable('jobs')
        .set((eb) => ({
          state: 'running',
          attempts: eb('attempts', '+', 1),
          locked_by: workerId,
          locked_until: iso(new Date(now.getTime() + leaseMs)),
          updated_at: iso(now),
        }))
        .where('id', '=', engine === 'postgres' ? due.forUpdate().skipLocked() : due)
        .returningAll()
        .executeTakeFirst();
    },
    /**
     * Extends the lease of a job this claim still holds to `now + leaseMs`; false when another
     * worker has claimed it since (or it ended). On PostgreSQL the row stays locked until the
     * caller's transaction ends, so a claim cannot slip between this check and the caller's writes.
     */
    async renew({ id, workerId, attempts }: JobClaim, now: Date, leaseMs: number): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ locked_until: iso(new Date(now.getTime() + leaseMs)), updated_at: iso(now) })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .where('attempts', '=', attempts)
        .where('state', '=', 'running')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** Ends a job this worker still holds; false when its lease was lost to another worker. */
    async finish(
      id: number,
      workerId: string,
      state: 'done' | 'failed',
      lastError: string | null,
      now: Date,
      options: FinishOptions = {},
    ): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({
          state,
          last_error: lastError,
          locked_by: null,
          locked_until: null,
          updated_at: iso(now),
          ...(options.forgetPayload ? { payload: FORGOTTEN_PAYLOAD } : {}),
        })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .where('state', '=', 'running')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** Puts a failed try back in the queue, due at `runAfter`; false when the lease was lost. */
    async retryLater(id: number, workerId: string, lastError: string, runAfter: Date, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({
          state: 'queued',
          last_error: lastError,
          run_after: iso(runAfter),
          locked_by: null,
          locked_until: null,
          updated_at: iso(now),
        })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .where('state', '=', 'running')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    findById: (id: number): Promise<JobRow | undefined> =>
      db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst(),
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;
