import type { LegalCaseStatus, Locale } from '@lexdesk/shared/domain';
import { type RawBuilder, sql } from 'kysely';
import type { Engine } from '../db/engine';
import { foldLitigantName, foldSearchText } from '../lib/litigantName';
import { contains, iso, type RepositoryContext } from './db';

/** Statuses still being handled (status_rank 0 and 1): lists show them by default, assignment counts them. */
export const OPEN_STATUS_RANK = 1;
const ANY_STATUS_RANK = 2;
/** The list rank of each status, as the generated column status_rank computes it. */
const STATUS_RANK: Record<LegalCaseStatus, number> = { new: 0, opened: 1, closed: 2, refused: 2 };

/** A case as the lists and the case screen show it: joined with its lawyer and its law case text. */
export interface LegalCaseViewRow {
  id: number;
  token: string;
  client_id: number;
  status: LegalCaseStatus;
  user_id: number | null;
  user_name: string | null;
  law_case_id: number | null;
  law_case_content: string | null;
  state: 'failure' | null;
  lang: Locale;
  litigant_firstname: string;
  litigant_lastname: string;
  litigant_email: string;
  litigant_phone: string;
  created_at: string;
}

export interface LegalCaseDetailRow extends LegalCaseViewRow {
  questions_and_answers: string;
}

export interface ListQuery {
  clientId: number;
  /** Only this lawyer's cases (MyCases); null for the whole firm (AllCases). */
  userId: number | null;
  includeClosed: boolean;
  /** Only this status; it wins over includeClosed (closed or refused are listed without it). */
  status?: LegalCaseStatus | null;
  /** Part of the litigant's "first last", as typed: folded here; '' for no search. */
  search?: string;
  limit: number;
  offset: number;
  lang: Locale;
}

export interface NewLegalCase {
  token: string;
  clientId: number;
  userId: number | null;
  lawCaseId: number | null;
  lang: Locale;
  litigant: { firstname: string; lastname: string; email: string; phone: string };
  /** Already serialised JSON, in the specification's shape. */
  questionsAndAnswers: string;
}

type Scope = Pick<ListQuery, 'clientId' | 'userId' | 'includeClosed'>;

function viewColumns(lang: Locale): RawBuilder<unknown> {
  return sql`lc.id, lc.token, lc.client_id, lc.status, lc.user_id, u.name AS user_name, lc.law_case_id,
    ${sql.ref(`l.content_${lang}`)} AS law_case_content, lc.state, lc.lang, lc.litigant_firstname,
    lc.litigant_lastname, lc.litigant_email, lc.litigant_phone, lc.created_at`;
}

/** The list index for a scope: the whole firm's (AllCases) or one member's (MyCases). */
function listIndex(scope: Scope): string {
  return scope.userId === null ? 'legal_cases_firm_list' : 'legal_cases_user_list';
}

function scopeFilter(scope: Scope): RawBuilder<unknown> {
  return scope.userId === null
    ? sql`client_id = ${scope.clientId}`
    : sql`client_id = ${scope.clientId} AND user_id = ${scope.userId}`;
}

/** What a filtered list tests beyond its scope: the status (or the ranks shown) and the litigant's name. */
interface Filter {
  status: LegalCaseStatus | null;
  /** Already folded (foldSearchText); '' for none. */
  search: string;
}

function filterCondition(scope: Scope, filter: Filter): RawBuilder<unknown> {
  const status = filter.status
    ? sql`status_rank = ${STATUS_RANK[filter.status]} AND status = ${filter.status}`
    : sql`status_rank <= ${scope.includeClosed ? ANY_STATUS_RANK : OPEN_STATUS_RANK}`;
  const name = filter.search ? sql` AND ${contains('litigant_name_folded', filter.search)}` : sql``;
  return sql`${scopeFilter(scope)} AND ${status}${name}`;
}

function filteredFrom(engine: Engine, scope: Scope): RawBuilder<unknown> {
  return engine === 'sqlite' ? sql`legal_cases INDEXED BY ${sql.raw(listIndex(scope))}` : sql`legal_cases`;
}

/** How many cases a filtered list holds: counted on the list index (migration 007 put the name in it). */
export function filteredCountQuery(engine: Engine, scope: Scope, filter: Filter) {
  return sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${filteredFrom(engine, scope)}
    WHERE ${filterCondition(scope, filter)}`;
}

/**
 * One page of a filtered list, in list order (rank, then newest first): the page's ids are chosen on the
 * list index, which holds every column the filter tests, then only those rows are read and joined.
 */
export function filteredPageQuery(
  engine: Engine,
  query: Scope & { lang: Locale; limit: number; offset: number },
  filter: Filter,
) {
  return sql<LegalCaseViewRow>`SELECT ${viewColumns(query.lang)}
    FROM (SELECT id, status_rank, created_at FROM ${filteredFrom(engine, query)}
          WHERE ${filterCondition(query, filter)}
          ORDER BY status_rank ASC, created_at DESC, id DESC
          LIMIT ${query.limit} OFFSET ${query.offset}) AS page
    JOIN legal_cases lc ON lc.id = page.id
    LEFT JOIN users u ON u.id = lc.user_id
    LEFT JOIN law_cases l ON l.id = lc.law_case_id
    ORDER BY page.status_rank ASC, page.created_at DESC, page.id DESC`;
}

export interface Segment {
  rank: number;
  offset: number;
  limit: number;
  /** Read from the rank's oldest end (a page near the end of a long rank): rows come oldest first. */
  fromEnd: boolean;
}

/**
 * `limit` cases of one rank, `offset` cases in from its newest end (or its oldest end with `fromEnd`), on the
 * list index: SQLite is told which (INDEXED BY: the plan must not depend on statistics), PostgreSQL picks it
 * with the settings below. The page is chosen on the index alone, reading ids only; just its rows are then read
 * and joined with their lawyer and law case, in the subquery's own order (no sort). A deep offset walks index
 * entries, never table rows, and at most half a rank: the nearer end is the start.
 */
export function listSegmentQuery(engine: Engine, query: Scope & { lang: Locale }, segment: Segment) {
  const index = listIndex(query);
  const from = engine === 'sqlite' ? sql`legal_cases INDEXED BY ${sql.raw(index)}` : sql`legal_cases`;
  const order = segment.fromEnd ? sql`created_at ASC, id ASC` : sql`created_at DESC, id DESC`;
  const outer = segment.fromEnd ? sql`page.created_at ASC, page.id ASC` : sql`page.created_at DESC, page.id DESC`;
  return sql<LegalCaseViewRow>`SELECT ${viewColumns(query.lang)}
    FROM (SELECT id, created_at FROM ${from}
          WHERE ${scopeFilter(query)} AND status_rank = ${segment.rank}
          ORDER BY ${order}
          LIMIT ${segment.limit} OFFSET ${segment.offset}) AS page
    JOIN legal_cases lc ON lc.id = page.id
    LEFT JOIN users u ON u.id = lc.user_id
    LEFT JOIN law_cases l ON l.id = lc.law_case_id
    ORDER BY ${outer}`;
}

/** Cases per rank in the scope, from the counters the triggers of migration 004 keep. */
export function listCountsQuery(scope: Scope) {
  const maxRank = scope.includeClosed ? ANY_STATUS_RANK : OPEN_STATUS_RANK;
  const member = scope.userId === null ? sql`` : sql` AND user_id = ${scope.userId}`;
  return sql<{ status_rank: number; n: number }>`SELECT status_rank, SUM(n) AS n FROM legal_case_counts
    WHERE client_id = ${scope.clientId}${member} AND status_rank <= ${maxRank}
    GROUP BY status_rank`;
}

/**
 * Which parts of which ranks make up the page at `offset`: lists show rank 0, then 1, then 2, each newest
 * first; a page may end in one rank and go on in the next.
 */
export function pageSegments(countsByRank: readonly number[], offset: number, limit: number): Segment[] {
  const segments: Segment[] = [];
  let skip = offset;
  let wanted = limit;
  for (const [rank, count] of countsByRank.entries()) {
    if (wanted === 0) break;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const take = Math.min(wanted, count - skip);
    const fromEndOffset = count - skip - take;
    segments.push(
      fromEndOffset < skip
        ? { rank, offset: fromEndOffset, limit: take, fromEnd: true }
        : { rank, offset: skip, limit: take, fromEnd: false },
    );
    wanted -= take;
    skip = 0;
  }
  return segments;
}

/**
 * On PostgreSQL the list statements run with these settings (SET LOCAL, in their own transaction): like
 * SQLite's INDEXED BY, the list index is used whatever the statistics say (test/legal-cases-plan.test.ts).
 */
export const POSTGRES_LIST_SETTINGS = ['enable_seqscan = off', 'enable_sort = off'] as const;

export function legalCasesRepository({ db, engine }: RepositoryContext) {
  const findByToken = async (clientId: number, token: string, lang: Locale) => {
    const result = await sql<LegalCaseDetailRow>`SELECT ${viewColumns(lang)}, lc.questions_and_answers
      FROM legal_cases lc
      LEFT JOIN users u ON u.id = lc.user_id
      LEFT JOIN law_cases l ON l.id = lc.law_case_id
      WHERE lc.token = ${token} AND lc.client_id = ${clientId}`.execute(db);
    return result.rows[0];
  };

  return {
    /**
     * One page of a list and the list's total, read together (one snapshot). Unfiltered lists, and lists of
     * one open status (new, opened: a rank of their own), page by the counters; a search, or the closed or
     * refused status (which share a rank), count and page on the list index.
     */
    async listWithTotal(query: ListQuery): Promise<{ rows: LegalCaseViewRow[]; total: number }> {
      const filter: Filter = { status: query.status ?? null, search: foldSearchText(query.search ?? '') };
      const byCounters =
        !filter.search && (filter.status === null || filter.status === 'new' || filter.status === 'opened');
      return db.transaction().execute(async (trx) => {
        if (engine === 'postgres') {
          for (const setting of POSTGRES_LIST_SETTINGS) await sql`SET LOCAL ${sql.raw(setting)}`.execute(trx);
        }
        if (!byCounters) {
          const counted = await filteredCountQuery(engine, query, filter).execute(trx);
          const total = Number(counted.rows[0]?.n ?? 0);
          const rows = total > query.offset ? (await filteredPageQuery(engine, query, filter).execute(trx)).rows : [];
          return { rows, total };
        }
        const scope = filter.status ? { ...query, includeClosed: true } : query;
        const counted = await listCountsQuery(scope).execute(trx);
        const countsByRank = [0, 0, 0];
        for (const row of counted.rows) {
          if (filter.status && row.status_rank !== STATUS_RANK[filter.status]) continue;
          countsByRank[row.status_rank] = Number(row.n);
        }
        const total = countsByRank.reduce((sum, n) => sum + n, 0);
        const rows: LegalCaseViewRow[] = [];
        for (const segment of pageSegments(countsByRank, query.offset, query.limit)) {
          const part = (await listSegmentQuery(engine, query, segment).execute(trx)).rows;
          rows.push(...(segment.fromEnd ? part.reverse() : part));
        }
        return { rows, total };
      });
    },
    /** A case of this firm only: another firm's token is simply not found. */
    findByToken: (clientId: number, token: string, lang: Locale): Promise<LegalCaseDetailRow | undefined> =>
      findByToken(clientId, token, lang),
    /** A case of this firm, by token (another firm's is not found): its id, status and law case. */
    caseOfFirm: (clientId: number, token: string) =>
      db
        .selectFrom('legal_cases')
        .select(['id', 'status', 'law_case_id'])
        .where('token', '=', token)
        .where('client_id', '=', clientId)
        .executeTakeFirst(),
    /**
     * False when the case is not (or no longer) in `from`, not this firm's or not assigned to `userId`.
     * Every guard sits in the WHERE clause: of two simultaneous requests only one can match.
     */
    async transition(
      target: { token: string; clientId: number; userId: number },
      from: LegalCaseStatus,
      to: LegalCaseStatus,
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('legal_cases')
        .set({ status: to, updated_at: iso(now) })
        .where('token', '=', target.token)
        .where('client_id', '=', target.clientId)
        .where('user_id', '=', target.userId)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** False unless the case is this firm's, still assigned to `fromUserId`, and neither closed nor refused. */
    async reassign(
      target: { token: string; clientId: number; fromUserId: number },
      toUserId: number,
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('legal_cases')
        .set({ user_id: toUserId, updated_at: iso(now) })
        .where('token', '=', target.token)
        .where('client_id', '=', target.clientId)
        .where('user_id', '=', target.fromUserId)
        .where('status', 'in', ['new', 'opened'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Every new or opened case of a member goes to another member; answers how many moved. */
    async moveOpenCases(clientId: number, fromUserId: number, toUserId: number, now: Date): Promise<number> {
      const result = await db
        .updateTable('legal_cases')
        .set({ user_id: toUserId, updated_at: iso(now) })
        .where('client_id', '=', clientId)
        .where('user_id', '=', fromUserId)
        .where('status', 'in', ['new', 'opened'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    /**
     * A leaving member's finished cases stay in the firm, assigned to nobody. Done explicitly rather
     * than by the foreign key's SET NULL, so the counters' triggers see the change on both engines.
     */
    async detachCasesOf(clientId: number, userId: number, now: Date): Promise<void> {
      await db
        .updateTable('legal_cases')
        .set({ user_id: null, updated_at: iso(now) })
        .where('client_id', '=', clientId)
        .where('user_id', '=', userId)
        .execute();
    },
    async create(legalCase: NewLegalCase, createdAt: Date, status: LegalCaseStatus = 'new'): Promise<number> {
      const row = await db
        .insertInto('legal_cases')
        .values({
          token: legalCase.token,
          client_id: legalCase.clientId,
          user_id: legalCase.userId,
          law_case_id: legalCase.lawCaseId,
          status,
          lang: legalCase.lang,
          litigant_firstname: legalCase.litigant.firstname,
          litigant_lastname: legalCase.litigant.lastname,
          litigant_email: legalCase.litigant.email,
          litigant_phone: legalCase.litigant.phone,
          litigant_name_folded: foldLitigantName(legalCase.litigant.firstname, legalCase.litigant.lastname),
          questions_and_answers: legalCase.questionsAndAnswers,
          created_at: iso(createdAt),
          updated_at: iso(createdAt),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

export type LegalCasesRepository = ReturnType<typeof legalCasesRepository>;
