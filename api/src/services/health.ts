import type { Repositories } from '../repositories';

/** Whether the database answers (migrations run before the server listens, so one that answers is migrated). */
export async function databaseAnswers(repos: Repositories): Promise<boolean> {
  return repos.ping().catch(() => false);
}
