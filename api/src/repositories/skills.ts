import { sql } from 'kysely';
import type { CategoryRow } from '../db/schema';
import type { RepositoryContext } from './db';
import { OPEN_STATUS_RANK } from './legalCases';

export function skillsRepository({ db }: RepositoryContext) {
  return {
    async add(userId: number, categoryId: number): Promise<void> {
      await db
        .insertInto('user_skill_categories')
        .values({ user_id: userId, category_id: categoryId })
        .onConflict((conflict) => conflict.columns(['user_id', 'category_id']).doNothing())
        .execute();
    },
    /** The user's categories become exactly `categoryIds` (which must exist). Run it in a transaction. */
    async replaceOf(userId: number, categoryIds: readonly number[]): Promise<void> {
      await db.deleteFrom('user_skill_categories').where('user_id', '=', userId).execute();
      if (categoryIds.length === 0) return;
      await db
        .insertInto('user_skill_categories')
        .values(categoryIds.map((categoryId) => ({ user_id: userId, category_id: categoryId })))
        .execute();
    },
    categoriesOf: (userId: number): Promise<CategoryRow[]> =>
      db
        .selectFrom('skill_categories as c')
        .innerJoin('user_skill_categories as s', 's.category_id', 'c.id')
        .selectAll('c')
        .where('s.user_id', '=', userId)
        .orderBy('c.position')
        .orderBy('c.id')
        .execute(),
    /** Members of the firm skilled in the category, by name. */
    membersWithSkill: (clientId: number, categoryId: number) =>
      db
        .selectFrom('users as u')
        .innerJoin('user_skill_categories as s', 's.user_id', 'u.id')
        .select(['u.id', 'u.name', 'u.profile_picture'])
        .where('u.client_id', '=', clientId)
        .where('s.category_id', '=', categoryId)
        .orderBy('u.name_folded')
        .orderBy('u.id')
        .execute(),
    async categoryIdsOf(userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('user_skill_categories')
        .select('category_id')
        .where('user_id', '=', userId)
        .orderBy('category_id')
        .execute();
      return rows.map((row) => row.category_id);
    },
    /**
     * The intake assignment rule: among the firm's lawyers (never the super administrator) skilled in the
     * category, the one with the fewest cases still open (new or opened), then the lowest id. Each count
     * reads the member's counters (legal_case_counts).
     */
    async leastBusySkilledMember(clientId: number, categoryId: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('users as u')
        .innerJoin('user_skill_categories as s', (join) =>
          join.onRef('s.user_id', '=', 'u.id').on('s.category_id', '=', categoryId),
        )
        .select([
          'u.id',
          sql<number>`(SELECT COALESCE(SUM(c.n), 0) FROM legal_case_counts c
             WHERE c.client_id = u.client_id AND c.user_id = u.id AND c.status_rank <= ${OPEN_STATUS_RANK})`.as(
            'open_cases',
          ),
        ])
        .where('u.client_id', '=', clientId)
        .where('u.admin', '=', 0)
        .orderBy('open_cases')
        .orderBy('u.id')
        .limit(1)
        .executeTakeFirst();
      return row?.id;
    },
  };
}

export type SkillsRepository = ReturnType<typeof skillsRepository>;
