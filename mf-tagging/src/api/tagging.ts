// The tagging screen's calls (specification 001, section 7; issue 25, "The contract"), read and sent through
// TanStack Query (keys.ts). Reads take the AbortSignal TanStack Query hands them.
import { apiClient } from '@lexdesk/shared';
import type {
  DocumentDetail,
  DocumentText,
  Label,
  LabellingPrompt,
  LaunchedJob,
  LaunchLabellingBody,
  UpdateLabellingBody,
} from '@lexdesk/shared/contract';

export type { DocumentDetail, DocumentText, Label, SuggestedLabel } from '@lexdesk/shared/contract';

type Signal = AbortSignal | undefined;

const path = (token: string) => encodeURIComponent(token);

/** GET /documents/{token}: metadata (with its reference), labels, suggestions and who made them. */
export function getDocument(token: string, signal?: Signal): Promise<DocumentDetail> {
  return apiClient.get<DocumentDetail>(`documents/${path(token)}`, undefined, { signal });
}

/** GET /documents/as-raw-text/{token}: the extracted text, null while the document is being read. */
export function getDocumentText(token: string, signal?: Signal): Promise<DocumentText> {
  return apiClient.get<DocumentText>(`documents/as-raw-text/${path(token)}`, undefined, { signal });
}

export interface SaveLabelsRequest {
  token: string;
  categorization: Label[];
  /** true: the document is done (it moves to processed). */
  processed?: boolean;
}

/** POST /documents/update-labelling: the labels as they are now (422 with the reason otherwise). */
export function saveLabels(request: SaveLabelsRequest): Promise<DocumentDetail> {
  const body: UpdateLabellingBody = {
    token: request.token,
    categorization: request.categorization,
    ...(request.processed ? { processed: true } : {}),
  };
  return apiClient.post<DocumentDetail>('documents/update-labelling', body);
}

export function getLabellingPrompt(signal?: Signal): Promise<LabellingPrompt> {
  return apiClient.get<LabellingPrompt>('prompts/openai-labelling', undefined, { signal });
}

export function saveLabellingPrompt(prompt: string): Promise<LabellingPrompt> {
  const body: LabellingPrompt = { prompt };
  return apiClient.post<LabellingPrompt>('prompts/openai-labelling', body);
}

/** POST /launch/openai-labelling: 202, a job that fills the document's suggestions and summary. */
export function launchLabelling(token: string, prompt: string): Promise<LaunchedJob> {
  const body: LaunchLabellingBody = { token, prompt };
  return apiClient.post<LaunchedJob>('launch/openai-labelling', body);
}
