import type { Repositories } from '../../repositories';
import { REFERENCE_CATEGORIES } from './data';
import type { ReferenceCategory } from './types';

/**
 * Skill categories, law cases and questionnaires are reference data every installation needs (the intake
 * form reads them). They are upserted by their stable codes at every start, in one transaction, so a
 * corrected text or a new law case reaches running installations too. Entries an older release had and
 * this one dropped stay (cases refer to them).
 */
export async function loadReferenceData(
  repos: Repositories,
  categories: readonly ReferenceCategory[] = REFERENCE_CATEGORIES,
): Promise<void> {
  await repos.transaction(async (tx) => {
    for (const [categoryPosition, category] of categories.entries()) {
      const categoryId = await tx.lawCases.upsertCategory({
        code: category.code,
        description: category.description,
        position: categoryPosition,
      });
      for (const [lawCasePosition, lawCase] of category.lawCases.entries()) {
        const lawCaseId = await tx.lawCases.upsertLawCase(categoryId, {
          code: lawCase.code,
          content: lawCase.content,
          penal: lawCase.penal ?? false,
          position: lawCasePosition,
        });
        await tx.lawCases.replaceQuestions(
          lawCaseId,
          lawCase.questions.map((question) => ({
            type: question.type,
            required: question.required,
            title: question.title,
            answers: question.answers ?? [],
            deadline: question.deadline ?? false,
          })),
        );
      }
    }
  });
}

export type { ReferenceCategory, ReferenceLawCase, ReferenceQuestion } from './types';
