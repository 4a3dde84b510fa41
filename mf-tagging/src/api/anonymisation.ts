// The anonymisation review's calls (issue 26, "The contract"), read and sent through TanStack Query (keys.ts).
// The API decides who may: the super administrator, and a firm's lawyers on their own firm's documents.
import { apiClient } from '@lexdesk/shared';
import type {
  AnonymisationAddition,
  AnonymisationDecisionInput,
  AnonymisationDecisionsBody,
  AnonymisationView,
} from '@lexdesk/shared/contract';

export type {
  AnonymisationAddition,
  AnonymisationCategory,
  AnonymisationDecision,
  AnonymisationDecisionInput,
  AnonymisationEntity,
  AnonymisationSource,
  AnonymisationStatus,
  AnonymisationView,
} from '@lexdesk/shared/contract';

const base = (token: string) => `documents/${encodeURIComponent(token)}/anonymisation`;

/** GET /documents/{token}/anonymisation: the status and every entity with its decision. */
export function getAnonymisation(token: string, signal?: AbortSignal): Promise<AnonymisationView> {
  return apiClient.get<AnonymisationView>(base(token), undefined, { signal });
}

/** POST /documents/{token}/anonymisation/detect: 202, a job proposes the entities (the status turns pending). */
export function detectAnonymisation(token: string): Promise<unknown> {
  return apiClient.post<unknown>(`${base(token)}/detect`, {});
}

/** POST /documents/{token}/anonymisation: decisions on proposed entities and entities added by hand. */
export function sendAnonymisationChanges(
  token: string,
  entities: readonly (AnonymisationDecisionInput | AnonymisationAddition)[],
): Promise<AnonymisationView> {
  const body: AnonymisationDecisionsBody = { entities: [...entities] };
  return apiClient.post<AnonymisationView>(base(token), body);
}

/** POST /documents/{token}/anonymisation/validate: validated; the API builds the anonymised text (422 otherwise). */
export function validateAnonymisation(token: string): Promise<AnonymisationView> {
  return apiClient.post<AnonymisationView>(`${base(token)}/validate`, {});
}
