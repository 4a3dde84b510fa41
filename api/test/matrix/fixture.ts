import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Schema } from '../../src/db/schema';
import { minimalPdf } from '../../src/lib/pdf';
import {
  Agent,
  DEMO,
  ENGINE,
  firmIdOf,
  insertCase,
  insertLawyer,
  loggedIn,
  type TestContext,
  type TestDb,
  userIdOf,
} from '../helpers';

// The callers, the firms and the resources of the authorisation matrix (authorisation-matrix.test.ts).

/** Every caller: nobody, each role of Cabinet Démo, the provider's staff, and each role of Autre Cabinet. */
export const ACTORS = ['anonymous', 'lawyer', 'firmAdmin', 'superAdmin', 'otherLawyer', 'otherAdmin'] as const;
export type Actor = (typeof ACTORS)[number];

export type Firm = 'demo' | 'autre';
export const FIRMS: readonly Firm[] = ['demo', 'autre'];

/** The firm an actor belongs to (none for the anonymous visitor and the super administrator). */
export const FIRM_OF: Record<Actor, Firm | null> = {
  anonymous: null,
  lawyer: 'demo',
  firmAdmin: 'demo',
  superAdmin: null,
  otherLawyer: 'autre',
  otherAdmin: 'autre',
};

/** What a route acts on; each kind is made for both firms. */
export type ResourceKind =
  | 'firm'
  /** A case of the firm, new, assigned to the firm's lawyer (not to its administrator). */
  | 'newCase'
  /** The same, accepted (opened). */
  | 'openedCase'
  /** A processed library document of the firm, private, brought by the firm's lawyer. */
  | 'privateDocument'
  /** The same, published (public): other firms may read it. */
  | 'publicDocument'
  /** A file the litigant sent with a case of the firm (the case's evidence, not library material). */
  | 'litigantFile'
  /** A member of the firm who is neither its lawyer nor its administrator of the matrix. */
  | 'member'
  /** A pending invitation of the firm. */
  | 'invitation';

interface FirmFixture {
  id: number;
  uuid: string;
  /** The firm's lawyer: the assignee of its cases and the source of its documents. */
  lawyerId: number;
  adminId: number;
}

const PDF = minimalPdf(['Matrice des autorisations']);
/** A 1×1 PNG: the picture route streams the stored file as it is. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The demo seed plus what the matrix needs: a lawyer of Autre Cabinet, resources made on demand. */
export class MatrixFixture {
  readonly agents = new Map<Actor, Agent>();
  readonly firms = {} as Record<Firm, FirmFixture>;
  private readonly shared = new Map<string, string>();
  private serial = 0;

  private constructor(private readonly ctx: TestContext) {}

  static async create(ctx: TestContext): Promise<MatrixFixture> {
    const fixture = new MatrixFixture(ctx);
    const db = ctx.db;
    const demoId = await firmIdOf(db, DEMO.lawyer);
    const autreId = await firmIdOf(db, DEMO.otherFirmAdmin);
    const otherLawyerId = await insertLawyer(db, autreId, 'lawyer.matrix@autre-cabinet.test', 'Eva Matrice');
    const uuidOf = async (id: number) =>
      (await db.selectFrom('clients').select('uuid').where('id', '=', id).executeTakeFirstOrThrow()).uuid;
    fixture.firms.demo = {
      id: demoId,
      uuid: await uuidOf(demoId),
      lawyerId: await userIdOf(db, DEMO.lawyer),
      adminId: await userIdOf(db, DEMO.firmAdmin),
    };
    fixture.firms.autre = {
      id: autreId,
      uuid: await uuidOf(autreId),
      lawyerId: otherLawyerId,
      adminId: await userIdOf(db, DEMO.otherFirmAdmin),
    };
    const emails: Record<Exclude<Actor, 'anonymous'>, string> = {
      lawyer: DEMO.lawyer,
      firmAdmin: DEMO.firmAdmin,
      superAdmin: DEMO.superAdmin,
      otherLawyer: 'lawyer.matrix@autre-cabinet.test',
      otherAdmin: DEMO.otherFirmAdmin,
    };
    const anonymous = new Agent(ctx.app);
    await anonymous.csrf();
    fixture.agents.set('anonymous', anonymous);
    for (const [actor, email] of Object.entries(emails)) {
      fixture.agents.set(actor as Actor, await loggedIn(ctx.app, email));
    }
    mkdirSync(path.join(ctx.dataDir, 'files'), { recursive: true });
    return fixture;
  }

  agent(actor: Actor): Agent {
    const agent = this.agents.get(actor);
    if (!agent) throw new Error(`no agent for ${actor}`);
    return agent;
  }

  private get db(): TestDb {
    return this.ctx.db;
  }

  /** A unique suffix for names and addresses. */
  next(): number {
    this.serial += 1;
    return this.serial;
  }

  /** A resource of `kind` of `firm`: made once and shared (reads), or made anew (`fresh`: state-changing calls). */
  async resource(kind: ResourceKind, firm: Firm, fresh: boolean): Promise<string> {
    const key = `${kind} ${firm}`;
    const known = this.shared.get(key);
    if (!fresh && known !== undefined) return known;
    const made = await this.make(kind, firm);
    if (!fresh) this.shared.set(key, made);
    return made;
  }

  private async make(kind: ResourceKind, firm: Firm): Promise<string> {
    const { id: clientId, uuid, lawyerId } = this.firms[firm];
    switch (kind) {
      case 'firm':
        return uuid;
      case 'newCase':
        return (await insertCase(this.db, { clientId, userId: lawyerId, status: 'new' })).token;
      case 'openedCase':
        return (await insertCase(this.db, { clientId, userId: lawyerId, status: 'opened' })).token;
      case 'privateDocument':
        return this.insertDocument(clientId, lawyerId, { visibility: 'private' });
      case 'publicDocument':
        return this.insertDocument(clientId, lawyerId, { visibility: 'public' });
      case 'litigantFile': {
        const legalCase = await insertCase(this.db, { clientId, userId: lawyerId, status: 'opened' });
        return this.insertDocument(clientId, null, {
          visibility: 'private',
          origin: 'litigant',
          legal_case_id: legalCase.id,
        });
      }
      case 'member': {
        // With a picture: GET /api/user/{id}/picture answers 404 for a member without one, whoever asks.
        const serial = this.next();
        const memberId = await insertLawyer(
          this.db,
          clientId,
          `member${serial}.${firm}@matrix.test`,
          `Membre ${serial}`,
        );
        const picture = randomBytes(24).toString('base64url');
        writeFileSync(path.join(this.ctx.dataDir, 'files', picture), PNG);
        await this.db.updateTable('users').set({ profile_picture: picture }).where('id', '=', memberId).execute();
        return String(memberId);
      }
      case 'invitation': {
        const now = new Date();
        const row = await this.db
          .insertInto('invitations')
          .values({
            client_id: clientId,
            email: `invited${this.next()}.${firm}@matrix.test`,
            token_hash: createHash('sha256').update(randomBytes(16)).digest('hex'),
            invited_by: this.firms[firm].adminId,
            created_at: now.toISOString(),
            expires_at: new Date(now.getTime() + 7 * 24 * 3600_000).toISOString(),
            used_at: null,
            revoked_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return String(row.id);
      }
    }
  }

  private async insertDocument(
    clientId: number,
    lawyerId: number | null,
    fields: { visibility: 'public' | 'private'; origin?: 'lawyer' | 'litigant'; legal_case_id?: number },
  ): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    const now = new Date().toISOString();
    await this.db
      .insertInto('documents')
      .values({
        token,
        client_id: clientId,
        uploaded_by: lawyerId,
        source_lawyer_id: lawyerId,
        origin: fields.origin ?? 'lawyer',
        legal_case_id: fields.legal_case_id ?? null,
        visibility: fields.visibility,
        state: 'processed',
        name: `Matrice ${this.next()}.pdf`,
        mime: 'application/pdf',
        size: PDF.length,
        sha256: createHash('sha256').update(PDF).digest('hex'),
        text: 'Matrice des autorisations. Jean Dupont habite à Namur.',
        page_count: 1,
        language: 'fr',
        processed_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    writeFileSync(path.join(this.ctx.dataDir, 'files', token), PDF);
    return token;
  }

  /** A resource of `kind` that does not exist: what another firm's must look like wherever the answer is 404. */
  static missing(kind: ResourceKind): string {
    if (kind === 'member' || kind === 'invitation') return '2147483000';
    if (kind === 'firm') return randomUUID();
    return randomBytes(24).toString('base64url');
  }

  /** A private document of `firm` attached to the case `caseToken` (for removing it; none for a missing case). */
  async attachedDocument(caseToken: string, firm: Firm): Promise<string> {
    const token = await this.make('privateDocument', firm);
    const legalCase = await this.db
      .selectFrom('legal_cases')
      .select('id')
      .where('token', '=', caseToken)
      .executeTakeFirst();
    if (!legalCase) return token;
    const document = await this.db
      .selectFrom('documents')
      .select('id')
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    await this.db
      .insertInto('legal_case_documents')
      .values({
        legal_case_id: legalCase.id,
        document_id: document.id,
        added_by: this.firms[firm].lawyerId,
        created_at: new Date().toISOString(),
      })
      .execute();
    return token;
  }

  /** The address of a pending invitation of `firm`: inviting it again fits any plan (it holds its seat already). */
  async invitedEmail(firm: Firm): Promise<string> {
    const id = await this.make('invitation', firm);
    const row = await this.db
      .selectFrom('invitations')
      .select('email')
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();
    return row.email;
  }

  /** Puts the document's anonymisation in review with nothing left undecided: validating it is allowed. */
  async inReview(token: string): Promise<void> {
    await this.db
      .updateTable('documents')
      .set({ anonymisation_status: 'proposed' })
      .where('token', '=', token)
      .execute();
  }

  /** Documents attached to the case `caseToken`. */
  async attachedTo(caseToken: string): Promise<number> {
    const rows = await this.db
      .selectFrom('legal_case_documents')
      .innerJoin('legal_cases', 'legal_cases.id', 'legal_case_documents.legal_case_id')
      .select('legal_case_documents.document_id')
      .where('legal_cases.token', '=', caseToken)
      .execute();
    return rows.length;
  }

  /**
   * Of the documents `tokens`, those `actor` must never be shown in a list, a search or a suggestion
   * (repositories/documentAccess.ts, restated): a litigant's file, and for a firm member another firm's document
   * unless it is public, processed and, when marked anonymous, anonymised.
   */
  async documentsHiddenFrom(actor: Actor, tokens: readonly string[]): Promise<string[]> {
    if (tokens.length === 0) return [];
    const rows = await this.db
      .selectFrom('documents')
      .select(['token', 'client_id', 'origin', 'visibility', 'state', 'anonymous', 'anonymised_text'])
      .where('token', 'in', [...tokens])
      .execute();
    const firm = FIRM_OF[actor];
    const ownFirmId = firm === null ? null : this.firms[firm].id;
    return rows
      .filter((row) => {
        if (row.origin === 'litigant') return true;
        if (firm === null) return false;
        const published =
          row.visibility === 'public' &&
          row.state === 'processed' &&
          (row.anonymous === 0 || row.anonymised_text !== null);
        return row.client_id !== ownFirmId && !published;
      })
      .map((row) => row.token);
  }

  /** Of the cases `tokens`, those not of `actor`'s firm. */
  async casesOutsideFirmOf(actor: Actor, tokens: readonly string[]): Promise<string[]> {
    if (tokens.length === 0) return [];
    const firm = FIRM_OF[actor];
    const rows = await this.db
      .selectFrom('legal_cases')
      .select(['token', 'client_id'])
      .where('token', 'in', [...tokens])
      .execute();
    return rows.filter((row) => firm === null || row.client_id !== this.firms[firm].id).map((row) => row.token);
  }

  /** Of the users `ids`, those not of `actor`'s firm. */
  async usersOutsideFirmOf(actor: Actor, ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const firm = FIRM_OF[actor];
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'client_id'])
      .where('id', 'in', [...ids])
      .execute();
    return rows.filter((row) => firm === null || row.client_id !== this.firms[firm].id).map((row) => row.id);
  }

  /** Gives Cabinet Démo (or Autre Cabinet) back to its administrator, after a call that handed it over. */
  async restoreAdmin(firm: Firm): Promise<void> {
    await this.db
      .updateTable('clients')
      .set({ admin_id: this.firms[firm].adminId })
      .where('id', '=', this.firms[firm].id)
      .execute();
  }
}

/**
 * Tables whose rows change on any request, refused or not: the session's last use, the counters of the rate
 * limits, the proof-of-work challenges spent and the addresses a user signed in from. Every other table, those
 * a later migration adds included, must be left as it was by a refusal.
 */
const VOLATILE_TABLES: readonly string[] = ['sessions', 'rate_limits', 'spent_challenges', 'known_sign_ins'];
/**
 * SQLite's full-text index keeps its terms in shadow tables (`<name>_data`, `_idx`, `_docsize`, `_config`) beside
 * the virtual table `<name>`, which is read whole instead: the same rows, without reading the index's blobs.
 */
const isFullTextShadow = (name: string, all: readonly string[]) =>
  /_(data|idx|docsize|config|content)$/.test(name) && all.includes(name.replace(/_[a-z]+$/, ''));

/**
 * A digest of the rows of every table, per table (the same rows in any order give the same digest). PostgreSQL
 * digests them itself in one statement: one round trip per snapshot, not one per table.
 */
export async function snapshot(db: TestDb): Promise<Record<string, string>> {
  const names = (await db.introspection.getTables()).map((table) => table.name);
  const tables = names
    .filter((name) => !VOLATILE_TABLES.includes(name) && !name.startsWith('kysely_') && !isFullTextShadow(name, names))
    .sort();
  const digests: Record<string, string> = {};
  if (ENGINE === 'postgres') {
    const perTable = tables.map(
      (table) =>
        sql<{ name: string; digest: string }>`SELECT ${table}::text AS name,
          md5(coalesce(string_agg(t::text, E'\n' ORDER BY t::text), '')) AS digest FROM ${sql.table(table)} t`,
    );
    const { rows } = await sql<{ name: string; digest: string }>`${sql.join(perTable, sql` UNION ALL `)}`.execute(db);
    for (const row of rows) digests[row.name] = row.digest;
    return digests;
  }
  for (const table of tables) {
    // The table names come from the database itself: any table, typed or not, is read whole.
    const rows = await db
      .selectFrom(table as keyof Schema)
      .selectAll()
      .execute();
    const lines = rows.map((row) => JSON.stringify(row)).sort();
    digests[table] = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
  }
  return digests;
}
