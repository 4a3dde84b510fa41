// The signed-in user's own calls (account screens): profile, picture, skill categories.
import { apiClient, CATEGORY_PAGE_SIZE, type CategoryRef, type LawCase, type User } from '@lexdesk/shared';
import type { ProfileBody, SkillCategoriesBody, SkilledLawyer } from '@lexdesk/shared/contract';

type Signal = AbortSignal | undefined;

export type { ProfileBody, SkilledLawyer } from '@lexdesk/shared/contract';

/** 422 `email` "Cet email est déjà associé à un compte" when the address is taken. */
export function updateProfile(profile: ProfileBody, signal?: Signal): Promise<User> {
  return apiClient.post<User>('user/update', profile, { signal });
}

/** png, jpg or jpeg (checked by content), 5 MB at most; 422 `picture` otherwise. */
export function updatePicture(picture: File, signal?: Signal): Promise<User> {
  const form = new FormData();
  form.append('picture', picture);
  return apiClient.upload<User>('user/update-picture', form, { signal });
}

export function getMyCategories(signal?: Signal): Promise<CategoryRef[]> {
  return apiClient.get<CategoryRef[]>('user/skill-categories', undefined, { signal });
}

/** Also marks the onboarding skills step (`has_user_set_their_skills`). */
export function setMyCategories(categoryIds: number[], signal?: Signal): Promise<CategoryRef[]> {
  return apiClient.post<CategoryRef[]>(
    'user/skill-categories',
    { category_ids: categoryIds } satisfies SkillCategoriesBody,
    { signal },
  );
}

/** Every category, in the request's language (one page of 100 holds them all). */
export function listAllCategories(signal?: Signal): Promise<CategoryRef[]> {
  return apiClient.get<CategoryRef[]>('skillCategories', { per_page: CATEGORY_PAGE_SIZE, page: 1 }, { signal });
}

export function getCategory(id: number, signal?: Signal): Promise<CategoryRef> {
  return apiClient.get<CategoryRef>(`skill-categories/${id}/skills`, undefined, { signal });
}

export function getCategoryLawCases(id: number, signal?: Signal): Promise<LawCase[]> {
  return apiClient.get<LawCase[]>(`skill-categories/${id}/law-cases`, undefined, { signal });
}

export function getCategoryLawyers(id: number, signal?: Signal): Promise<SkilledLawyer[]> {
  return apiClient.get<SkilledLawyer[]>(`skill-categories/${id}/users`, undefined, { signal });
}
