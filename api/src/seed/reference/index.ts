import type { Db } from '../../db';
import { REFERENCE_CATEGORIES } from './data';
import type { ReferenceCategory } from './types';

/**
 * Skill categories, law cases and questionnaires are reference data every installation needs (the
 * intake form reads them), so they are loaded at start into an empty catalogue, demo seed or not.
 */
export function seedReferenceData(db: Db, categories: readonly ReferenceCategory[] = REFERENCE_CATEGORIES): boolean {
  const existing = db.prepare('SELECT COUNT(*) AS n FROM skill_categories').get() as { n: number };
  if (existing.n > 0) return false;

  const insertCategory = db.prepare(
    `INSERT INTO skill_categories (code, description_fr, description_en, description_nl, position)
     VALUES (@code, @fr, @en, @nl, @position)`,
  );
  const insertLawCase = db.prepare(
    `INSERT INTO law_cases (category_id, code, content_fr, content_en, content_nl, penal, position)
     VALUES (@categoryId, @code, @fr, @en, @nl, @penal, @position)`,
  );
  const insertQuestion = db.prepare(
    `INSERT INTO questions (law_case_id, position, question_type, required, title, answers)
     VALUES (@lawCaseId, @position, @type, @required, @title, @answers)`,
  );

  db.transaction(() => {
    categories.forEach((category, categoryPosition) => {
      const categoryId = insertCategory.run({
        code: category.code,
        ...category.description,
        position: categoryPosition,
      }).lastInsertRowid as number;
      category.lawCases.forEach((lawCase, lawCasePosition) => {
        const lawCaseId = insertLawCase.run({
          categoryId,
          code: lawCase.code,
          ...lawCase.content,
          penal: lawCase.penal ? 1 : 0,
          position: lawCasePosition,
        }).lastInsertRowid as number;
        lawCase.questions.forEach((question, questionPosition) => {
          insertQuestion.run({
            lawCaseId,
            position: questionPosition,
            type: question.type,
            required: question.required ? 1 : 0,
            title: JSON.stringify(question.title),
            answers: JSON.stringify(question.answers ?? []),
          });
        });
      });
    });
  })();
  return true;
}

export type { ReferenceCategory, ReferenceLawCase, ReferenceQuestion } from './types';
