// Who suggests a document's tags and summary (issue 25): one interface, two providers. The embedded `rules`
// provider (rules.ts, the default: no network) and an OpenAI-compatible language model (openai.ts) when
// LEXDESK_LLM_BASE_URL, LEXDESK_LLM_API_KEY and LEXDESK_LLM_MODEL are set. The job (services/labellingJobs.ts)
// stores what a provider answers, or the message key of why it answered nothing usable.
import type { SuggestedLabel } from '@lexdesk/shared/contract';

/** What a run is asked: the document's whole extracted text, its language, the prompt, its current summary. */
export interface LabellingRequest {
  text: string;
  language: string | null;
  /** The labelling prompt (the super administrator's, or the default); the rules provider does not read it. */
  prompt: string;
  /** The summary a previous run left ("Regenerating AI tags uses the prompt and the summary"). */
  summary: string | null;
  /** Aborted when the run must stop (the worker lost the job). */
  signal?: AbortSignal;
}

/** Why a run answered nothing usable: message keys of api/src/i18n.ts, shown by the tagging screen. */
export type LabellingFailure =
  'labelling_timeout' | 'labelling_key_refused' | 'labelling_invalid_answer' | 'labelling_provider_error';

export interface LabellingResult {
  summary: string | null;
  /** Every label in the contract's shape: colour E68A70, `openai: true`, passages anchored in the text. */
  tags: SuggestedLabel[];
  /** What the run left out (`labelling_passages_not_found`): stored beside the result, shown on the screen. */
  problem: 'labelling_passages_not_found' | null;
  /** Counts for the log (never a word of the document). */
  stats: Record<string, number>;
}

export interface LabellingProvider {
  /** `suggestions_provider`: `rules` or `llm:<model>`. */
  readonly name: string;
  suggest(request: LabellingRequest): Promise<LabellingResult>;
}

/** A run that gave nothing to store; `detail` is for the log and holds no text of the document. */
export class LabellingError extends Error {
  constructor(
    readonly failure: LabellingFailure,
    readonly detail: Record<string, string | number> = {},
  ) {
    super(failure);
    this.name = 'LabellingError';
  }
}
