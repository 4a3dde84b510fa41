import type { PromptsTable } from '../db/schema';
import { iso, type RepositoryContext } from './db';

/** The prompts the super administrator edited, by name (without a row, the product's default applies). */
export function promptsRepository({ db }: RepositoryContext) {
  return {
    find: (name: string): Promise<Pick<PromptsTable, 'prompt' | 'updated_at'> | undefined> =>
      db.selectFrom('prompts').select(['prompt', 'updated_at']).where('name', '=', name).executeTakeFirst(),
    async save(name: string, prompt: string, userId: number, now: Date): Promise<void> {
      await db
        .insertInto('prompts')
        .values({ name, prompt, updated_by: userId, updated_at: iso(now) })
        .onConflict((oc) => oc.column('name').doUpdateSet({ prompt, updated_by: userId, updated_at: iso(now) }))
        .execute();
    },
  };
}

export type PromptsRepository = ReturnType<typeof promptsRepository>;
