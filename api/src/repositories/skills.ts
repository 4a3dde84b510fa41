import type { Db } from '../db';

export function skillsRepository(db: Db) {
  const add = db.prepare('INSERT OR IGNORE INTO user_skill_categories (user_id, category_id) VALUES (?, ?)');
  const categoryIdsOf = db.prepare<[number], { category_id: number }>(
    'SELECT category_id FROM user_skill_categories WHERE user_id = ? ORDER BY category_id',
  );
  // The intake assignment rule: among the firm's lawyers (never the super administrator) skilled in
  // the category, the one with the fewest cases still open (new or opened), then the lowest id.
  // Each count reads the user_list index (client_id, user_id, status_rank).
  const leastBusy = db.prepare<{ clientId: number; categoryId: number }, { id: number; open_cases: number }>(
    `SELECT u.id,
       (SELECT COUNT(*) FROM legal_cases lc
        WHERE lc.client_id = u.client_id AND lc.user_id = u.id AND lc.status_rank <= 1) AS open_cases
     FROM users u
     JOIN user_skill_categories s ON s.user_id = u.id AND s.category_id = @categoryId
     WHERE u.client_id = @clientId AND u.admin = 0
     ORDER BY open_cases, u.id
     LIMIT 1`,
  );

  return {
    add(userId: number, categoryId: number): void {
      add.run(userId, categoryId);
    },
    categoryIdsOf: (userId: number): number[] => categoryIdsOf.all(userId).map((row) => row.category_id),
    leastBusySkilledMember: (clientId: number, categoryId: number): number | undefined =>
      leastBusy.get({ clientId, categoryId })?.id,
  };
}

export type SkillsRepository = ReturnType<typeof skillsRepository>;
