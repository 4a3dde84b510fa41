import type { Locale, LocalizedText, QuestionAnswerOption, QuestionType } from '@lexdesk/shared/domain';
import type { Db } from '../db';

export interface CategoryRow {
  id: number;
  code: string;
  description_fr: string;
  description_en: string;
  description_nl: string;
  position: number;
}

export interface LawCaseRow {
  id: number;
  category_id: number;
  code: string;
  content_fr: string;
  content_en: string;
  content_nl: string;
  penal: 0 | 1;
  position: number;
}

/** A question with its JSON columns parsed. */
export interface QuestionRecord {
  id: number;
  law_case_id: number;
  position: number;
  question_type: QuestionType;
  required: boolean;
  title: LocalizedText;
  answers: QuestionAnswerOption[];
}

interface QuestionRow {
  id: number;
  law_case_id: number;
  position: number;
  question_type: QuestionType;
  required: 0 | 1;
  title: string;
  answers: string;
}

export interface LawCaseSearchRow {
  id: number;
  content: string;
  penal: 0 | 1;
  category_id: number;
  category_description: string;
}

/** The text of a `<name>_fr|_en|_nl` column triple in `lang`. */
export function localizedColumn<Name extends string>(
  row: Record<`${Name}_${Locale}`, string>,
  name: Name,
  lang: Locale,
): string {
  return row[`${name}_${lang}`];
}

export function lawCasesRepository(db: Db) {
  const byId = db.prepare<[number], LawCaseRow>('SELECT * FROM law_cases WHERE id = ?');
  const byCode = db.prepare<[string], LawCaseRow>('SELECT * FROM law_cases WHERE code = ?');
  const categoryById = db.prepare<[number], CategoryRow>('SELECT * FROM skill_categories WHERE id = ?');
  const categoryByCode = db.prepare<[string], CategoryRow>('SELECT * FROM skill_categories WHERE code = ?');
  const categories = db.prepare<[], CategoryRow>('SELECT * FROM skill_categories ORDER BY position, id');
  const lawCases = db.prepare<[], LawCaseRow>('SELECT * FROM law_cases ORDER BY category_id, position, id');
  const questions = db.prepare<[number], QuestionRow>(
    'SELECT * FROM questions WHERE law_case_id = ? ORDER BY position, id',
  );
  // Contains, ignoring case and accents (lx_fold, see lib/text.ts), in the language asked.
  const search = db.prepare<
    { lang: Locale; terms: string; includePenal: 0 | 1; limit: number },
    LawCaseSearchRow
  >(`SELECT l.id, l.penal, l.category_id,
        CASE @lang WHEN 'en' THEN l.content_en WHEN 'nl' THEN l.content_nl ELSE l.content_fr END AS content,
        CASE @lang WHEN 'en' THEN c.description_en WHEN 'nl' THEN c.description_nl ELSE c.description_fr END
          AS category_description
      FROM law_cases l JOIN skill_categories c ON c.id = l.category_id
      WHERE (@includePenal = 1 OR l.penal = 0)
        AND instr(lx_fold(CASE @lang WHEN 'en' THEN l.content_en WHEN 'nl' THEN l.content_nl ELSE l.content_fr END),
                  @terms) > 0
      ORDER BY c.position, c.id, l.position, l.id
      LIMIT @limit`);

  const toRecord = (row: QuestionRow): QuestionRecord => ({
    id: row.id,
    law_case_id: row.law_case_id,
    position: row.position,
    question_type: row.question_type,
    required: row.required === 1,
    title: JSON.parse(row.title) as LocalizedText,
    answers: JSON.parse(row.answers) as QuestionAnswerOption[],
  });

  return {
    findById: (id: number): LawCaseRow | undefined => byId.get(id),
    findByCode: (code: string): LawCaseRow | undefined => byCode.get(code),
    findCategoryById: (id: number): CategoryRow | undefined => categoryById.get(id),
    findCategoryByCode: (code: string): CategoryRow | undefined => categoryByCode.get(code),
    allCategories: (): CategoryRow[] => categories.all(),
    allLawCases: (): LawCaseRow[] => lawCases.all(),
    questionsOf: (lawCaseId: number): QuestionRecord[] => questions.all(lawCaseId).map(toRecord),
    /** `foldedTerms` must already be folded with foldForSearch. */
    search(lang: Locale, foldedTerms: string, includePenal: boolean, limit: number): LawCaseSearchRow[] {
      return search.all({ lang, terms: foldedTerms, includePenal: includePenal ? 1 : 0, limit });
    },
  };
}

export type LawCasesRepository = ReturnType<typeof lawCasesRepository>;
