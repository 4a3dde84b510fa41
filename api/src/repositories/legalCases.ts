import type { LegalCaseStatus, Locale } from '@lexdesk/shared/domain';
import type { Db } from '../db';

/** Statuses still being handled (status_rank 0 and 1): lists show them by default, assignment counts them. */
export const OPEN_STATUS_RANK = 1;
const ANY_STATUS_RANK = 2;

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

const VIEW_COLUMNS = `lc.id, lc.token, lc.client_id, lc.status, lc.user_id, u.name AS user_name, lc.law_case_id,
  CASE @lang WHEN 'en' THEN l.content_en WHEN 'nl' THEN l.content_nl ELSE l.content_fr END AS law_case_content,
  lc.state, lc.lang, lc.litigant_firstname, lc.litigant_lastname, lc.litigant_email, lc.litigant_phone, lc.created_at`;

/**
 * The page is chosen on the list index alone (INDEXED BY: the plan must not depend on statistics),
 * reading ids only; just the rows of that page are then read and joined with their lawyer and
 * law case. The outer ORDER BY repeats the page's: SQLite sees the subquery already delivers that
 * order and adds no sort (checked by test/legal-cases-plan.test.ts). A deep OFFSET thus walks
 * index entries, never table rows.
 */
function pageQuery(index: string, filter: string): string {
  return `SELECT ${VIEW_COLUMNS}
    FROM (SELECT id, status_rank, created_at FROM legal_cases INDEXED BY ${index}
          WHERE ${filter} AND status_rank <= @maxRank
          ORDER BY status_rank, created_at DESC, id DESC
          LIMIT @limit OFFSET @offset) AS page
    JOIN legal_cases lc ON lc.id = page.id
    LEFT JOIN users u ON u.id = lc.user_id
    LEFT JOIN law_cases l ON l.id = lc.law_case_id
    ORDER BY page.status_rank, page.created_at DESC, page.id DESC`;
}

function countQuery(index: string, filter: string): string {
  return `SELECT COUNT(*) AS n FROM legal_cases INDEXED BY ${index} WHERE ${filter} AND status_rank <= @maxRank`;
}

const FIRM = 'client_id = @clientId';
const FIRM_AND_USER = 'client_id = @clientId AND user_id = @userId';

/** The list statements' SQL, exported for the query-plan test. */
export const LIST_SQL = {
  firmPage: pageQuery('legal_cases_firm_list', FIRM),
  firmCount: countQuery('legal_cases_firm_list', FIRM),
  userPage: pageQuery('legal_cases_user_list', FIRM_AND_USER),
  userCount: countQuery('legal_cases_user_list', FIRM_AND_USER),
} as const;

interface ListParams {
  clientId: number;
  userId?: number;
  maxRank: number;
  limit?: number;
  offset?: number;
  lang?: Locale;
}

export function legalCasesRepository(db: Db) {
  const firmPage = db.prepare<ListParams, LegalCaseViewRow>(LIST_SQL.firmPage);
  const firmCount = db.prepare<ListParams, { n: number }>(LIST_SQL.firmCount);
  const userPage = db.prepare<ListParams, LegalCaseViewRow>(LIST_SQL.userPage);
  const userCount = db.prepare<ListParams, { n: number }>(LIST_SQL.userCount);
  const byToken = db.prepare<{ clientId: number; token: string; lang: Locale }, LegalCaseDetailRow>(
    `SELECT ${VIEW_COLUMNS}, lc.questions_and_answers
     FROM legal_cases lc
     LEFT JOIN users u ON u.id = lc.user_id
     LEFT JOIN law_cases l ON l.id = lc.law_case_id
     WHERE lc.token = @token AND lc.client_id = @clientId`,
  );
  // Every guard sits in the WHERE clause: of two simultaneous requests only one can match, and
  // `changes` tells which.
  const transition = db.prepare<{
    token: string;
    clientId: number;
    userId: number;
    from: LegalCaseStatus;
    to: LegalCaseStatus;
    now: string;
  }>(
    `UPDATE legal_cases SET status = @to, updated_at = @now
     WHERE token = @token AND client_id = @clientId AND user_id = @userId AND status = @from`,
  );
  const reassign = db.prepare<{ token: string; clientId: number; fromUserId: number; toUserId: number; now: string }>(
    `UPDATE legal_cases SET user_id = @toUserId, updated_at = @now
     WHERE token = @token AND client_id = @clientId AND user_id = @fromUserId AND status IN ('new', 'opened')`,
  );
  const insert = db.prepare(
    `INSERT INTO legal_cases (token, client_id, user_id, law_case_id, status, lang, litigant_firstname,
       litigant_lastname, litigant_email, litigant_phone, questions_and_answers, created_at, updated_at)
     VALUES (@token, @clientId, @userId, @lawCaseId, @status, @lang, @firstname, @lastname, @email, @phone,
       @questionsAndAnswers, @createdAt, @createdAt)`,
  );

  return {
    list(query: ListQuery): LegalCaseViewRow[] {
      const params: ListParams = {
        clientId: query.clientId,
        maxRank: query.includeClosed ? ANY_STATUS_RANK : OPEN_STATUS_RANK,
        limit: query.limit,
        offset: query.offset,
        lang: query.lang,
      };
      return query.userId === null ? firmPage.all(params) : userPage.all({ ...params, userId: query.userId });
    },
    count(query: Pick<ListQuery, 'clientId' | 'userId' | 'includeClosed'>): number {
      const params: ListParams = {
        clientId: query.clientId,
        maxRank: query.includeClosed ? ANY_STATUS_RANK : OPEN_STATUS_RANK,
      };
      const row = query.userId === null ? firmCount.get(params) : userCount.get({ ...params, userId: query.userId });
      return row?.n ?? 0;
    },
    /** A case of this firm only: another firm's token is simply not found. */
    findByToken(clientId: number, token: string, lang: Locale): LegalCaseDetailRow | undefined {
      return byToken.get({ clientId, token, lang });
    },
    /** False when the case is not (or no longer) in `from`, not this firm's or not assigned to `userId`. */
    transition(
      target: { token: string; clientId: number; userId: number },
      from: LegalCaseStatus,
      to: LegalCaseStatus,
      now: Date,
    ): boolean {
      return transition.run({ ...target, from, to, now: now.toISOString() }).changes === 1;
    },
    /** False unless the case is this firm's, still assigned to `fromUserId`, and neither closed nor refused. */
    reassign(target: { token: string; clientId: number; fromUserId: number }, toUserId: number, now: Date): boolean {
      return reassign.run({ ...target, toUserId, now: now.toISOString() }).changes === 1;
    },
    create(legalCase: NewLegalCase, createdAt: Date, status: LegalCaseStatus = 'new'): number {
      const { lastInsertRowid } = insert.run({
        token: legalCase.token,
        clientId: legalCase.clientId,
        userId: legalCase.userId,
        lawCaseId: legalCase.lawCaseId,
        status,
        lang: legalCase.lang,
        ...legalCase.litigant,
        questionsAndAnswers: legalCase.questionsAndAnswers,
        createdAt: createdAt.toISOString(),
      });
      return Number(lastInsertRowid);
    },
  };
}

export type LegalCasesRepository = ReturnType<typeof legalCasesRepository>;
