import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { errorForLog } from '../lib/logging';
import type { JobClaim } from '../repositories/jobs';
import type { JobRow, Repositories } from '../repositories';

/** One run of a job, as its handler sees it. */
export interface JobRun {
  readonly id: number;
  /** 1 for the first try. */
  readonly attempt: number;
  /** Aborted as soon as this worker is found to have lost the job to another (its lease was taken). */
  readonly signal: AbortSignal;
  /**
   * Runs `work` in one transaction that first renews this run's lease: the writes happen only while
   * this worker still holds the job. Otherwise nothing is written and JobLeaseLostError is thrown.
   */
  write<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
}

/** What a kind of job does; `giveUp` runs once its tries are spent (or its last try crashed). */
export interface JobHandler {
  run(payload: unknown, job: JobRun): Promise<void>;
  giveUp(payload: unknown, lastError: string): Promise<void>;
  /** The delay before the next try after `attempts` failed ones; the worker's own by default. */
  retryDelayMs?(attempts: number): number;
  /** Whether an error thrown by `run` is one no retry can fix (besides PermanentJobError). */
  isPermanent?(error: unknown): boolean;
  /** The payload holds personal data: it is erased once the job ends, done or failed. */
  forgetPayload?: boolean;
}

/** A failure no retry can fix: the job ends at once (its handler's giveUp is not called). */
export class PermanentJobError extends Error {}

/** This worker no longer holds the job: another claimed it after the lease ran out. */
export class JobLeaseLostError extends Error {
  constructor() {
    super('job lease lost to another worker');
  }
}

export interface WorkerOptions {
  repos: Repositories;
  /** The kinds this worker runs: it claims no other. */
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  now: () => Date;
  /** How long a claim holds the job without a renewal (the time a dead worker's job waits). */
  leaseMs: number;
  /** How often a running job renews its lease; well under leaseMs. */
  heartbeatMs: number;
  pollMs: number;
  /** Delay before a failed try runs again, grown with each try (handlers may choose their own). */
  retryDelayMs?: number;
}

export function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

/**
 * Keeps one claim alive: renews the lease every heartbeat, and aborts the run as soon as a renewal
 * finds the job taken by another worker. A renewal that fails (database unreachable) is tried again
 * at the next beat; if the lease runs out meanwhile, another worker may claim the job, and the next
 * renewal or write of this one finds it lost.
 */
class Lease implements JobRun {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private beating: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly claim: JobClaim,
    private readonly options: WorkerOptions,
  ) {
    this.schedule();
  }

  get id(): number {
    return this.claim.id;
  }

  get attempt(): number {
    return this.claim.attempts;
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get lost(): boolean {
    return this.controller.signal.aborted;
  }

  private markLost(): void {
    if (!this.lost) this.controller.abort(new JobLeaseLostError());
  }

  private schedule(): void {
    if (this.stopped || this.lost) return;
    this.timer = setTimeout(() => {
      this.beating = this.beat().finally(() => {
        this.beating = undefined;
        this.schedule();
      });
    }, this.options.heartbeatMs);
  }

  private async beat(): Promise<void> {
    const { repos, now, leaseMs, log } = this.options;
    try {
      if (!(await repos.jobs.renew(this.claim, now(), leaseMs))) this.markLost();
    } catch (error) {
      log.warn({ job: this.claim.id, error: errorForLog(error) }, 'job lease renewal failed, trying again');
    }
  }

  async write<T>(work: (tx: Repositories) => Promise<T>): Promise<T> {
    if (this.lost) throw new JobLeaseLostError();
    const { repos, now, leaseMs } = this.options;
    try {
      return await repos.transaction(async (tx) => {
        if (!(await tx.jobs.renew(this.claim, now(), leaseMs))) throw new JobLeaseLostError();
        return work(tx);
      });
    } catch (error) {
      if (error instanceof JobLeaseLostError) this.markLost();
      throw error;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.beating;
  }
}

/**
 * Takes due jobs of its kinds from the database one at a time. Nothing is held in memory between
 * jobs: a worker that stops mid-job stops renewing its lease, which runs out, and any worker (this
 * process after a restart, or another) runs the job again; past its tries it is given up.
 */
export class JobWorker {
  readonly id = newWorkerId();
  private readonly kinds: readonly string[];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(private readonly options: WorkerOptions) {
    this.kinds = Object.keys(options.handlers);
  }

  /** Claims and runs one due job; false when none was due. */
  async runOnce(): Promise<boolean> {
    const { repos, now, leaseMs } = this.options;
    const job = await repos.jobs.claim(this.id, now(), leaseMs, this.kinds);
    if (!job) return false;
    await this.execute(job);
    return true;
  }

  /** Runs due jobs until none is left (tests; `app.mail.drain()` for mail). */
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
    if (!handler) return;
    const forgetPayload = handler.forgetPayload === true;
    const context = { job: job.id, kind: job.kind, attempt: job.attempts };
    let payload: unknown;
    try {
      payload = JSON.parse(job.payload);
    } catch {
      await repos.jobs.finish(job.id, this.id, 'failed', 'bad payload', now(), { forgetPayload });
      return;
    }
    // Claimed once more than allowed: the previous try ended without a word (a crash).
    if (job.attempts > job.max_attempts) {
      const reason = job.last_error ?? 'interrupted';
      log.error(context, 'job given up: its last try ended without a word');
      if (await repos.jobs.finish(job.id, this.id, 'failed', reason, now(), { forgetPayload }))
        await handler.giveUp(payload, reason);
      return;
    }
    const lease = new Lease({ id: job.id, workerId: this.id, attempts: job.attempts }, this.options);
    try {
      await handler.run(payload, lease);
      await lease.stop();
      if (!(await repos.jobs.finish(job.id, this.id, 'done', null, now(), { forgetPayload }))) {
        log.warn(context, 'job lease lost: another worker runs it again');
      }
    } catch (error) {
      await lease.stop();
      if (lease.lost || error instanceof JobLeaseLostError) {
        log.warn(context, 'job lease lost: its result is not written, another worker runs it again');
        return;
      }
      // Neither the raw error nor its message unmasked: SMTP errors quote the recipients' addresses.
      const logged = errorForLog(error);
      const message = logged.message;
      if (error instanceof PermanentJobError || handler.isPermanent?.(error)) {
        log.warn({ ...context, error: logged }, 'job failed for good');
        await repos.jobs.finish(job.id, this.id, 'failed', message, now(), { forgetPayload });
      } else if (job.attempts >= job.max_attempts) {
        log.error({ ...context, error: logged }, 'job failed, tries spent');
        if (await repos.jobs.finish(job.id, this.id, 'failed', message, now(), { forgetPayload }))
          await handler.giveUp(payload, message);
      } else {
        const delay = handler.retryDelayMs?.(job.attempts) ?? (this.options.retryDelayMs ?? 5000) * job.attempts;
        const retryAt = new Date(now().getTime() + delay);
        log.warn({ ...context, error: logged, retryAt: retryAt.toISOString() }, 'job failed, will retry');
        await repos.jobs.retryLater(job.id, this.id, message, retryAt, now());
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
        .catch((error: unknown) => this.options.log.error({ error: errorForLog(error) }, 'job worker'))
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
