// The language model's proposals for the anonymisation (issue 26): with LEXDESK_LLM_* configured, the detection
// run asks it too for the natural persons and their personal data, as JSON `{ "entities": [{ "text", "category" }] }`,
// and anchors every occurrence of each quoted text in the whole text, on word boundaries (a name inside a longer
// word is not that name). The run merges them with the embedded rules' (services/anonymisationJobs.ts), each
// marked with its source (`llm:<model>`). Nothing of the document reaches the errors or the log.
import { ANONYMISATION_CATEGORIES, type AnonymisationCategory } from '@lexdesk/shared/contract';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { LlmSettings } from '../config';
import { passagePattern } from './anchor';
import { OMISSION_MARKER, textForModel } from './excerpt';
import { completeJson } from './openai';
import { LabellingError } from './provider';

const EntityAnswer = Type.Object({
  entities: Type.Array(Type.Object({ text: Type.String(), category: Type.String() })),
});

/** Entities read at most from one answer, and occurrences kept for one of them. */
const MAX_ENTITIES = 1000;
const MAX_OCCURRENCES = 500;

const NBSP = '\u00a0';

/** The instruction (French, as the labelling prompt). */
export const ENTITY_INSTRUCTION = [
  `Tu prépares la pseudonymisation d'une décision de justice belge. Relève${NBSP}:`,
  '- les personnes physiques (parties, enfants, témoins, experts, tiers), sous chacune des formes où elles sont nommées ;',
  "- leurs adresses, dates de naissance, numéros de registre national, IBAN, numéros de téléphone, adresses e-mail et plaques d'immatriculation.",
  "Ne relève pas les magistrats, greffiers, avocats ou huissiers dans leur rôle, ni les sociétés, associations, autorités et juridictions, ni les lieux qui ne sont l'adresse de personne, ni les références juridiques.",
  `Réponds uniquement par un objet JSON, sans texte autour${NBSP}: {"entities": [{"text": "…", "category": "…"}]}, où "text" est recopié mot pour mot tel qu'il figure dans le texte et "category" est l'une de${NBSP}: ${ANONYMISATION_CATEGORIES.join(', ')}.`,
].join('\n');

export interface ProposedEntity {
  start_index: number;
  end_index: number;
  content: string;
  category: AnonymisationCategory;
}

export interface EntityProposer {
  /** The entities' `source`: `llm:<model>`. */
  readonly name: string;
  propose(text: string, language: string | null, signal?: AbortSignal): Promise<ProposedEntity[]>;
}

const isCategory = (value: string): value is AnonymisationCategory =>
  (ANONYMISATION_CATEGORIES as readonly string[]).includes(value);

const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Every occurrence of each quoted text, on word boundaries, in text order; one span once. */
export function anchorEntities(
  text: string,
  quoted: readonly { text: string; category: string }[],
): { entities: ProposedEntity[]; missing: number } {
  const spans = new Map<string, ProposedEntity>();
  let missing = 0;
  for (const entity of quoted.slice(0, MAX_ENTITIES)) {
    const pattern = passagePattern(entity.text);
    if (!pattern) {
      missing += 1;
      continue;
    }
    const category = isCategory(entity.category) ? entity.category : 'other';
    let found = 0;
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (WORD_CHARACTER.test(text[start - 1] ?? '') || WORD_CHARACTER.test(text[end] ?? '')) continue;
      if (!spans.has(`${start}:${end}`))
        spans.set(`${start}:${end}`, { start_index: start, end_index: end, content: match[0], category });
      found += 1;
      if (found >= MAX_OCCURRENCES) break;
    }
    if (found === 0) missing += 1;
  }
  const entities = [...spans.values()].sort((a, b) => a.start_index - b.start_index || b.end_index - a.end_index);
  return { entities, missing };
}

export function llmEntityProposer(settings: LlmSettings): EntityProposer {
  return {
    name: `llm:${settings.model}`,
    async propose(text, language, signal) {
      const sent = textForModel(text, settings.maxInputChars);
      const lines = [`Langue du document${NBSP}: ${language ?? 'inconnue'}`];
      if (sent.omitted > 0)
        lines.push(`Le document est long${NBSP}: son milieu est omis ici et remplacé par ${OMISSION_MARKER}.`);
      lines.push(`Texte du document${NBSP}:`, '"""', sent.text, '"""');
      const { answer, took } = await completeJson(
        settings,
        [
          { role: 'system', content: ENTITY_INSTRUCTION },
          { role: 'user', content: lines.join('\n') },
        ],
        signal,
      );
      if (!Value.Check(EntityAnswer, answer))
        throw new LabellingError('labelling_invalid_answer', { reason: 'content_not_the_shape', took });
      return anchorEntities(text, answer.entities).entities;
    },
  };
}
