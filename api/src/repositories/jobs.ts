import type { JobRow } from '../db/schema';
import { iso, type RepositoryContext } from './db';

export type { JobRow } from '../db/schema';

export interface NewJob {
  kind: string;
  payload: unknown;
  maxAttempts: number;
}

/**
 * The job queue. A claim is one conditional UPDATE: on PostgreSQL its chosen row is locked with
 * `FOR UPDATE SKIP LOCKED`, so workers in several processes never take the same job and never wait
 * on each other; on SQLite the single writer makes the statement atomic by itself. A running job
 * whose lock expired (its worker died) is due again.
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
    async claim(workerId: string, now: Date, lockMs: number): Promise<JobRow | undefined> {
      const due = db
        .selectFrom('jobs')
        .select('id')
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
          locked_until: iso(new Date(now.getTime() + lockMs)),
          updated_at: iso(now),
        }))
        .where('id', '=', engine === 'postgres' ? due.forUpdate().skipLocked() : due)
        .returningAll()
        .executeTakeFirst();
    },
    /** Ends a job this worker still holds; false when its lock was lost to another worker. */
    async finish(
      id: number,
      workerId: string,
      state: 'done' | 'failed',
      lastError: string | null,
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set({ state, last_error: lastError, locked_by: null, locked_until: null, updated_at: iso(now) })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .where('state', '=', 'running')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** Puts a failed try back in the queue, due at `runAfter`. */
    async retryLater(id: number, workerId: string, lastError: string, runAfter: Date, now: Date): Promise<void> {
      await db
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
        .execute();
    },
    findById: (id: number): Promise<JobRow | undefined> =>
      db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst(),
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;
