// The language-model provider (`suggestions_provider: 'llm:<model>'`): an OpenAI-compatible chat-completions API
// (OpenAI, Azure's compatible endpoint, Mistral, vLLM, Ollama, LM Studio...) at LEXDESK_LLM_BASE_URL, with
// Node's own fetch. It asks for JSON `{ "summary": string, "tags": [{ "name": string, "passages": [string] }] }`
// (`response_format: json_object`, temperature 0) and anchors each passage in the whole text (anchor.ts). What
// comes back otherwise is refused whole (`labelling_invalid_answer`); passages not in the text are left out
// and reported (`labelling_passages_not_found`); no answer within the timeout is `labelling_timeout`; a refused
// key (401, 403) is `labelling_key_refused`; anything else the service answers is `labelling_provider_error`.
// Nothing of the document reaches the errors or the log: counts and statuses only.
import { SUGGESTED_LABEL_COLOR, type SuggestedLabel } from '@lexdesk/shared/contract';
import { labelCodeOf } from '@lexdesk/shared/domain';
import { type Static, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { LlmSettings } from '../config';
import { anchorPassages } from './anchor';
import { OMISSION_MARKER, textForModel } from './excerpt';
import { LabellingError, type LabellingProvider, type LabellingRequest, type LabellingResult } from './provider';

/** The answer's shape (other fields are ignored). */
const ModelAnswer = Type.Object({
  summary: Type.String(),
  tags: Type.Array(Type.Object({ name: Type.String(), passages: Type.Array(Type.String()) })),
});
type ModelAnswer = Static<typeof ModelAnswer>;

/** The part of a chat-completions answer read here. */
const Completion = Type.Object({
  choices: Type.Array(Type.Object({ message: Type.Object({ content: Type.String() }) }), { minItems: 1 }),
});

/** A summary longer than this is cut (a model ignoring the instruction must not fill the column). */
const SUMMARY_MAX_LENGTH = 4000;
/** Tags read at most from one answer. */
const MAX_TAGS = 100;

/** French typography's no-break space before a colon. */
const NBSP = '\u00a0';

/** Appended to the prompt: the answer's shape, in the prompt's language (the default prompt is French). */
export const ANSWER_FORMAT = [
  'Réponds uniquement par un objet JSON, sans texte autour, de la forme :',
  '{"summary": "…", "tags": [{"name": "…", "passages": ["…", "…"]}]}',
  '- "summary" : le résumé, dans la langue du document ;',
  '- "tags" : un élément par tag, "name" étant son nom court et "passages" les passages du document qui en relèvent,',
  "  chacun recopié mot pour mot tel qu'il figure dans le texte (même orthographe, mêmes majuscules), sans",
  '  guillemets ajoutés, sans points de suspension ni reformulation.',
].join('\n');

function userMessage(request: LabellingRequest, text: string, omitted: number): string {
  const lines = [`Langue du document${NBSP}: ${request.language ?? 'inconnue'}`];
  if (request.summary?.trim())
    lines.push(`Résumé existant (à améliorer s'il le faut)${NBSP}: ${request.summary.trim()}`);
  if (omitted > 0) {
    lines.push(
      `Le document est long${NBSP}: son milieu (${omitted} caractères) est omis ici et remplacé par ${OMISSION_MARKER}.`,
    );
  }
  lines.push('Texte du document :', '"""', text, '"""');
  return lines.join('\n');
}

/** The model's content as JSON: bare, or a single fenced block (```json … ```), as many models write it. */
function parseContent(content: string): unknown {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n\s*```\s*$/i.exec(content);
  return JSON.parse(fenced?.[1] ?? content);
}

/** The answer's tags as labels, passages anchored; tags of the same code merged, tags with no passage left out. */
export function labelsFromAnswer(
  text: string,
  answer: ModelAnswer,
): { tags: SuggestedLabel[]; missing: number; passages: number } {
  const byCode = new Map<string, { name: string; passages: string[] }>();
  let passages = 0;
  answer.tags.slice(0, MAX_TAGS).forEach((tag, index) => {
    const name = tag.name.trim().replace(/\s+/g, ' ');
    if (name === '') return;
    const code = labelCodeOf(name) || `tag_${index + 1}`;
    const entry = byCode.get(code) ?? { name, passages: [] };
    entry.passages.push(...tag.passages);
    passages += tag.passages.length;
    byCode.set(code, entry);
  });
  let missing = 0;
  const tags: SuggestedLabel[] = [];
  for (const [code, entry] of byCode) {
    const anchored = anchorPassages(text, entry.passages);
    missing += anchored.missing;
    if (anchored.selections.length === 0) continue;
    tags.push({ name: entry.name, code, color: SUGGESTED_LABEL_COLOR, openai: true, data: anchored.selections });
  }
  return { tags, missing, passages };
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/**
 * One chat completion asking for a JSON object (temperature 0), its content parsed: the call every use of the
 * model makes. Refusals as LabellingError (timeout, refused key, provider error, an answer that is no JSON);
 * `signal` aborting (the worker lost the job) rethrows its own error.
 */
export async function completeJson(
  settings: LlmSettings,
  messages: readonly ChatMessage[],
  signal?: AbortSignal,
): Promise<{ answer: unknown; took: number }> {
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const started = Date.now();
  let status: number;
  let body: string;
  try {
    const response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.apiKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages,
      }),
      signal: combined,
    });
    status = response.status;
    body = await response.text();
  } catch (error) {
    // The worker lost the job: its own error, not the provider's.
    if (signal?.aborted) throw error;
    if (timeout.aborted) throw new LabellingError('labelling_timeout', { timeoutMs: settings.timeoutMs });
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    throw new LabellingError('labelling_provider_error', { cause: typeof code === 'string' ? code : 'fetch' });
  }
  const took = Date.now() - started;
  if (status === 401 || status === 403) throw new LabellingError('labelling_key_refused', { status });
  if (status < 200 || status >= 300) throw new LabellingError('labelling_provider_error', { status, took });

  let completion: unknown;
  try {
    completion = JSON.parse(body);
  } catch {
    throw new LabellingError('labelling_invalid_answer', { reason: 'not_json', took });
  }
  if (!Value.Check(Completion, completion))
    throw new LabellingError('labelling_invalid_answer', { reason: 'not_a_completion', took });
  try {
    return { answer: parseContent(completion.choices[0]?.message.content ?? ''), took };
  } catch {
    throw new LabellingError('labelling_invalid_answer', { reason: 'content_not_json', took });
  }
}

export function openAiProvider(settings: LlmSettings): LabellingProvider {
  return {
    name: `llm:${settings.model}`,
    async suggest(request: LabellingRequest): Promise<LabellingResult> {
      const sent = textForModel(request.text, settings.maxInputChars);
      const { answer, took } = await completeJson(
        settings,
        [
          { role: 'system', content: `${request.prompt.trim()}\n\n${ANSWER_FORMAT}` },
          { role: 'user', content: userMessage(request, sent.text, sent.omitted) },
        ],
        request.signal,
      );
      if (!Value.Check(ModelAnswer, answer))
        throw new LabellingError('labelling_invalid_answer', { reason: 'content_not_the_shape', took });

      const { tags, missing, passages } = labelsFromAnswer(request.text, answer);
      const summary = answer.summary.trim().slice(0, SUMMARY_MAX_LENGTH);
      return {
        summary: summary === '' ? null : summary,
        tags,
        problem: missing > 0 ? 'labelling_passages_not_found' : null,
        stats: {
          took,
          sentChars: sent.text.length,
          omittedChars: sent.omitted,
          tags: tags.length,
          passages,
          passagesNotFound: missing,
          selections: tags.reduce((sum, tag) => sum + tag.data.length, 0),
        },
      };
    },
  };
}
