import type { AnonymisationStatus } from '@lexdesk/shared/contract';
import { type Insertable, sql } from 'kysely';
import type { AnonymisationEntitiesTable, AnonymisationEntityRow } from '../db/schema';
import { iso, type RepositoryContext } from './db';

// A document's anonymisation (migration 013): its entities and its status, run and anonymised text on the
// documents row. Who may do what is decided before (documentAccess.mayAnonymise through findForAnonymisation).

export type NewAnonymisationEntity = Omit<Insertable<AnonymisationEntitiesTable>, 'id' | 'document_id'>;

/** What may change on a stored entity. */
export interface EntityChange {
  id: number;
  decision: AnonymisationEntityRow['decision'];
  replacement: string;
  entity_group: string;
}

export function anonymisationRepository({ db }: RepositoryContext) {
  return {
    /** The document's entities in text order. */
    entitiesOf: (documentId: number): Promise<AnonymisationEntityRow[]> =>
      db
        .selectFrom('anonymisation_entities')
        .selectAll()
        .where('document_id', '=', documentId)
        .orderBy('start_index')
        .orderBy('id')
        .execute(),
    /** Removes, changes and adds entities of one document (ids of another document are never touched). */
    async saveEntities(
      documentId: number,
      changes: {
        deleted: readonly number[];
        changed: readonly EntityChange[];
        added: readonly NewAnonymisationEntity[];
      },
    ): Promise<void> {
      if (changes.deleted.length > 0)
        await db
          .deleteFrom('anonymisation_entities')
          .where('document_id', '=', documentId)
          .where('id', 'in', [...changes.deleted])
          .execute();
      // One statement a slice rather than one a row (accepting a long judgment's thousand proposals at once):
      // UPDATE … FROM (VALUES …), whose columns both engines name column1, column2…; the id cast, as PostgreSQL
      // reads an untyped parameter as text.
      for (let start = 0; start < changes.changed.length; start += 500) {
        const rows = changes.changed
          .slice(start, start + 500)
          .map(
            (change) =>
              sql`(CAST(${change.id} AS integer), ${change.decision}, ${change.replacement}, ${change.entity_group})`,
          );
        await sql`UPDATE anonymisation_entities
          SET decision = v.column2, replacement = v.column3, entity_group = v.column4
          FROM (VALUES ${sql.join(rows)}) AS v
          WHERE anonymisation_entities.id = v.column1 AND anonymisation_entities.document_id = ${documentId}`.execute(
          db,
        );
      }
      // In slices: PostgreSQL takes at most 65,535 parameters in one statement (8 a row).
      for (let start = 0; start < changes.added.length; start += 500) {
        await db
          .insertInto('anonymisation_entities')
          .values(changes.added.slice(start, start + 500).map((entity) => ({ ...entity, document_id: documentId })))
          .execute();
      }
    },
    /** A detection run is queued: the document waits for it, and its anonymised text is dropped until validated. */
    async startDetection(documentId: number, run: string, now: Date): Promise<void> {
      await db
        .updateTable('documents')
        .set({ anonymisation_status: 'pending', anonymisation_run: run, anonymised_text: null, updated_at: iso(now) })
        .where('id', '=', documentId)
        .execute();
    },
    /**
     * The run `run` ends (its entities written, or failed): the status it leaves, if the document still waits for
     * that run. false when a newer run (or a deletion) superseded it.
     */
    async endDetection(documentId: number, run: string, status: AnonymisationStatus, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('documents')
        .set({ anonymisation_status: status, anonymisation_run: null, anonymised_text: null, updated_at: iso(now) })
        .where('id', '=', documentId)
        .where('anonymisation_run', '=', run)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** The status after a review's change (proposed) or a validation (validated, with the anonymised text). */
    async setStatus(
      documentId: number,
      status: 'proposed' | 'validated',
      anonymisedText: string | null,
      now: Date,
    ): Promise<void> {
      await db
        .updateTable('documents')
        .set({ anonymisation_status: status, anonymised_text: anonymisedText, updated_at: iso(now) })
        .where('id', '=', documentId)
        .execute();
    },
  };
}

export type AnonymisationRepository = ReturnType<typeof anonymisationRepository>;
