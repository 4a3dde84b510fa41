import type { Locale, LocalizedText, QuestionAnswerOption, QuestionType } from '@lexdesk/shared/domain';
import { sql } from 'kysely';
import type { CategoryRow, LawCaseRow } from '../db/schema';
import { foldForSearch } from '../lib/text';
import { contains, type RepositoryContext } from './db';

export type { CategoryRow, LawCaseRow } from '../db/schema';

/** A question with its JSON columns parsed. */
export interface QuestionRecord {
  id: number;
  law_case_id: number;
  position: number;
  question_type: QuestionType;
  required: boolean;
  title: LocalizedText;
  answers: QuestionAnswerOption[];
  /** A date question from which a time limit runs (see the wire Question). */
  deadline: boolean;
}

export interface LawCaseSearchRow {
  id: number;
  content: string;
  penal: 0 | 1;
  category_id: number;
  category_description: string;
}

/** A catalogue entry as the reference data declares it (codes are stable across installations). */
export interface CatalogueCategory {
  code: string;
  description: LocalizedText;
  position: number;
}
export interface CatalogueLawCase {
  code: string;
  content: LocalizedText;
  penal: boolean;
  position: number;
}
export interface CatalogueQuestion {
  type: QuestionType;
  required: boolean;
  title: LocalizedText;
  answers: readonly QuestionAnswerOption[];
  deadline: boolean;
}

/** The text of a `<name>_fr|_en|_nl` column triple in `lang`. */
export function localizedColumn<Name extends string>(
  row: Record<`${Name}_${Locale}`, string>,
  name: Name,
  lang: Locale,
): string {
  return row[`${name}_${lang}`];
}

export function lawCasesRepository({ db }: RepositoryContext) {
  return {
    findById: (id: number): Promise<LawCaseRow | undefined> =>
      db.selectFrom('law_cases').selectAll().where('id', '=', id).executeTakeFirst(),
    findByCode: (code: string): Promise<LawCaseRow | undefined> =>
      db.selectFrom('law_cases').selectAll().where('code', '=', code).executeTakeFirst(),
    findCategoryById: (id: number): Promise<CategoryRow | undefined> =>
      db.selectFrom('skill_categories').selectAll().where('id', '=', id).executeTakeFirst(),
    findCategoryByCode: (code: string): Promise<CategoryRow | undefined> =>
      db.selectFrom('skill_categories').selectAll().where('code', '=', code).executeTakeFirst(),
    allCategories: (): Promise<CategoryRow[]> =>
      db.selectFrom('skill_categories').selectAll().orderBy('position').orderBy('id').execute(),
    allLawCases: (): Promise<LawCaseRow[]> =>
      db.selectFrom('law_cases').selectAll().orderBy('category_id').orderBy('position').orderBy('id').execute(),
    /** The catalogue's categories, a page at a time, in catalogue order. */
    categoriesPage: (limit: number, offset: number): Promise<CategoryRow[]> =>
      db
        .selectFrom('skill_categories')
        .selectAll()
        .orderBy('position')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute(),
    async countCategories(): Promise<number> {
      const row = await db
        .selectFrom('skill_categories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** Which of `ids` are categories of the catalogue. */
    async existingCategoryIds(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('skill_categories').select('id').where('id', 'in', ids).execute();
      return rows.map((row) => row.id);
    },
    lawCasesOfCategory: (categoryId: number): Promise<LawCaseRow[]> =>
      db
        .selectFrom('law_cases')
        .selectAll()
        .where('category_id', '=', categoryId)
        .orderBy('position')
        .orderBy('id')
        .execute(),
    async questionsOf(lawCaseId: number): Promise<QuestionRecord[]> {
      const rows = await db
        .selectFrom('questions')
        .selectAll()
        .where('law_case_id', '=', lawCaseId)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        law_case_id: row.law_case_id,
        position: row.position,
        question_type: row.question_type,
        required: row.required === 1,
        title: JSON.parse(row.title) as LocalizedText,
        answers: JSON.parse(row.answers) as QuestionAnswerOption[],
        deadline: row.deadline === 1,
      }));
    },
    /** Law cases whose text in `lang` contains the terms, case and accents ignored (`foldedTerms` folded already). */
    search(lang: Locale, foldedTerms: string, includePenal: boolean, limit: number): Promise<LawCaseSearchRow[]> {
      return db
        .selectFrom('law_cases as l')
        .innerJoin('skill_categories as c', 'c.id', 'l.category_id')
        .select([
          'l.id',
          'l.penal',
          'l.category_id',
          sql<string>`${sql.ref(`l.content_${lang}`)}`.as('content'),
          sql<string>`${sql.ref(`c.description_${lang}`)}`.as('category_description'),
        ])
        .where(contains(`l.content_${lang}_folded`, foldedTerms))
        .$if(!includePenal, (query) => query.where('l.penal', '=', 0))
        .orderBy('c.position')
        .orderBy('c.id')
        .orderBy('l.position')
        .orderBy('l.id')
        .limit(limit)
        .execute();
    },

    // ---- The reference catalogue, upserted by code at every start ----

    async upsertCategory(category: CatalogueCategory): Promise<number> {
      const values = {
        description_fr: category.description.fr,
        description_en: category.description.en,
        description_nl: category.description.nl,
        position: category.position,
      };
      const row = await db
        .insertInto('skill_categories')
        .values({ code: category.code, ...values })
        .onConflict((conflict) => conflict.column('code').doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async upsertLawCase(categoryId: number, lawCase: CatalogueLawCase): Promise<number> {
      const values = {
        category_id: categoryId,
        content_fr: lawCase.content.fr,
        content_en: lawCase.content.en,
        content_nl: lawCase.content.nl,
        content_fr_folded: foldForSearch(lawCase.content.fr),
        content_en_folded: foldForSearch(lawCase.content.en),
        content_nl_folded: foldForSearch(lawCase.content.nl),
        penal: lawCase.penal ? (1 as const) : (0 as const),
        position: lawCase.position,
      };
      const row = await db
        .insertInto('law_cases')
        .values({ code: lawCase.code, ...values })
        .onConflict((conflict) => conflict.column('code').doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /**
     * Makes the law case's questionnaire the given one, question by question in order: the question at
     * each position is updated in place (its id, which a form already open sends back, stays), new
     * positions are added and positions past the end removed. Stored answers are unaffected: each case
     * keeps a copy of the questions it answered.
     */
    async replaceQuestions(lawCaseId: number, questions: readonly CatalogueQuestion[]): Promise<void> {
      const existing = await db
        .selectFrom('questions')
        .select(['id', 'position'])
        .where('law_case_id', '=', lawCaseId)
        .orderBy('position')
        .orderBy('id')
        .execute();
      for (const [position, question] of questions.entries()) {
        const values = {
          position,
          question_type: question.type,
          required: question.required ? (1 as const) : (0 as const),
          title: JSON.stringify(question.title),
          answers: JSON.stringify(question.answers),
          deadline: question.deadline ? (1 as const) : (0 as const),
        };
        const current = existing[position];
        if (current) await db.updateTable('questions').set(values).where('id', '=', current.id).execute();
        else
          await db
            .insertInto('questions')
            .values({ law_case_id: lawCaseId, ...values })
            .execute();
      }
      const extra = existing.slice(questions.length).map((row) => row.id);
      if (extra.length > 0) await db.deleteFrom('questions').where('id', 'in', extra).execute();
    },
  };
}

export type LawCasesRepository = ReturnType<typeof lawCasesRepository>;
