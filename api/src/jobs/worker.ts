import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { JobRow, Repositories } from '../repositories';

/** What a kind of job does; `giveUp` runs once its tries are spent (or its last try crashed). */
export interface JobHandler {
  run(payload: unknown): Promise<void>;
  giveUp(payload: unknown, lastError: string): Promise<void>;
}

/** A failure no retry can fix: the job ends at once (its handler's giveUp is not called). */
export class PermanentJobError extends Error {}

export interface WorkerOptions {
  repos: Repositories;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  now: () => Date;
  lockMs: number;
  pollMs: number;
  /** Delay before a failed try runs again, grown with each try. */
  retryDelayMs?: number;
}

export function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

/**
 * Takes due jobs from the database one at a time. Nothing is held in memory between jobs: a worker
 * that stops mid-job leaves a lock that expires, and any worker (this process after a restart, or
 * another) runs the job again; past its tries it is given up.
 */
export class JobWorker {
  readonly id = newWorkerId();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(private readonly options: WorkerOptions) {}

  /** Claims and runs one due job; false when none was due. */
  async runOnce(): Promise<boolean> {
    const { repos, now, lockMs } = this.options;
    const job = await repos.jobs.claim(this.id, now(), lockMs);
    if (!job) return false;
    await this.execute(job);
    return true;
  }

  /** Runs due jobs until none is left (tests and `npm run worker --once`). */
  async drain(): Promise<number> {
    let count = 0;
    while (await this.runOnce()) count += 1;
    return count;
  }

  private async drainUntilStopped(): Promise<void> {
    while (!this.stopped && (await this.runOnce()));
  }

  private async execute(job: JobRow): Promise<void> {
    const { repos, handlers, now, log } = this.options;
    const handler = handlers[job.kind];
    const payload: unknown = JSON.parse(job.payload);
    if (!handler) {
      await repos.jobs.finish(job.id, this.id, 'failed', `no handler for ${job.kind}`, now());
      return;
    }
    // Claimed once more than allowed: the previous try ended without a word (a crash).
    if (job.attempts > job.max_attempts) {
      const reason = job.last_error ?? 'interrupted';
      if (await repos.jobs.finish(job.id, this.id, 'failed', reason, now())) await handler.giveUp(payload, reason);
      return;
    }
    try {
      await handler.run(payload);
      await repos.jobs.finish(job.id, this.id, 'done', null, now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof PermanentJobError) {
        await repos.jobs.finish(job.id, this.id, 'failed', message, now());
      } else if (job.attempts >= job.max_attempts) {
        log.warn({ err: error, job: job.id }, 'job failed, tries spent');
        if (await repos.jobs.finish(job.id, this.id, 'failed', message, now())) await handler.giveUp(payload, message);
      } else {
        log.warn({ err: error, job: job.id }, 'job failed, will retry');
        const delay = (this.options.retryDelayMs ?? 5000) * job.attempts;
        await repos.jobs.retryLater(job.id, this.id, message, new Date(now().getTime() + delay), now());
      }
    }
  }

  /** Polls for jobs until stop(). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.drainUntilStopped()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'job worker'))
        .finally(() => {
          this.running = undefined;
          this.schedule(this.options.pollMs);
        });
    }, delay);
  }

  /** Stops polling and waits for the job under way (if any). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
