import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Engine } from '../db/engine';
import type { Schema } from '../db/schema';

/** What every repository is built on: a query builder (the pool, or one transaction) and its engine. */
export interface RepositoryContext {
  db: Kysely<Schema>;
  engine: Engine;
}

/** A unique constraint refused the row (SQLite's and PostgreSQL's codes). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** `%text%` for LIKE, with LIKE's own characters escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * `column` contains `text`, on both engines: a LIKE with its wildcards escaped. Both sides must already be
 * folded the same way (lower case on both, so SQLite's ASCII case folding and PostgreSQL's case-sensitive
 * LIKE agree).
 */
export function contains(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} LIKE ${containsPattern(text)} ESCAPE '\\'`;
}

export const iso = (date: Date): string => date.toISOString();
