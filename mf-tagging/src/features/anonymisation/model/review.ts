// The anonymisation review's pure rules: entities grouped by the person (or thing) they name, the anonymised text
// as a reader will get it, the order the keyboard walks the proposals, and the decisions applied before the
// server answers (an optimistic update).
import { replaceSpans } from '@lexdesk/shared/domain';
import type {
  AnonymisationCategory,
  AnonymisationDecision,
  AnonymisationDecisionInput,
  AnonymisationEntity,
  AnonymisationView,
} from '../../../api/anonymisation';

/** The contract's categories, in the order the legend and the category choice show them. */
export const CATEGORIES = [
  'person',
  'address',
  'birth_date',
  'national_number',
  'iban',
  'phone',
  'email',
  'plate',
  'other',
] as const satisfies readonly AnonymisationCategory[];

/** Every occurrence of one entity (its `group`): one replacement through the document. */
export interface EntityGroup {
  readonly key: string;
  readonly category: AnonymisationCategory;
  readonly replacement: string;
  /** Who proposed its occurrences (rules, a model, by hand), each once, in order of first appearance. */
  readonly sources: readonly SourceKind[];
  /** In text order. */
  readonly occurrences: readonly AnonymisationEntity[];
  readonly counts: Readonly<Record<AnonymisationDecision, number>>;
}

export type SourceKind = 'rules' | 'model' | 'manual';

export function sourceKind(source: string): SourceKind {
  if (source === 'manual') return 'manual';
  if (source.startsWith('llm:')) return 'model';
  return 'rules';
}

/** Entities in text order (the start, then the longer first, then the id). */
export function inTextOrder(entities: readonly AnonymisationEntity[]): AnonymisationEntity[] {
  return [...entities].sort((a, b) => a.start_index - b.start_index || b.end_index - a.end_index || a.id - b.id);
}

/** The groups in order of their first occurrence in the text. */
export function groupEntities(entities: readonly AnonymisationEntity[]): EntityGroup[] {
  const byKey = new Map<string, AnonymisationEntity[]>();
  for (const entity of inTextOrder(entities)) {
    const list = byKey.get(entity.group);
    if (list) list.push(entity);
    else byKey.set(entity.group, [entity]);
  }
  return [...byKey].map(([key, occurrences]) => {
    const first = occurrences[0] as AnonymisationEntity;
    const counts = { proposed: 0, accepted: 0, rejected: 0 };
    const sources: SourceKind[] = [];
    for (const occurrence of occurrences) {
      counts[occurrence.decision] += 1;
      const kind = sourceKind(occurrence.source);
      if (!sources.includes(kind)) sources.push(kind);
    }
    return { key, category: first.category, replacement: first.replacement, sources, occurrences, counts };
  });
}

/** A replacement's place in the anonymised text. */
export interface ReplacedSpan {
  readonly id: number;
  readonly start: number;
  readonly end: number;
  readonly category: AnonymisationCategory;
}

/**
 * The text a reader outside the owner will get once validated: each accepted entity replaced by its group's
 * replacement; proposed and rejected ones stay as written. Of two overlapping entities the first in text order
 * wins. Also where each replacement lands, to highlight it.
 */
export function anonymise(
  text: string,
  entities: readonly AnonymisationEntity[],
): { text: string; spans: ReplacedSpan[] } {
  const accepted = entities.filter((entity) => entity.decision === 'accepted');
  const result = replaceSpans(text, accepted);
  return {
    text: result.text,
    spans: result.replaced.map(({ span, start, end }) => ({ id: span.id, start, end, category: span.category })),
  };
}

/**
 * The entity `step` places from `currentId` in text order, wrapping at both ends; the first (or the last, going
 * back) when none is current or the current one is gone.
 */
export function neighbour(
  ordered: readonly AnonymisationEntity[],
  currentId: number | null,
  step: 1 | -1,
): AnonymisationEntity | null {
  if (ordered.length === 0) return null;
  const index = ordered.findIndex((entity) => entity.id === currentId);
  if (index === -1) return (step === 1 ? ordered[0] : ordered[ordered.length - 1]) ?? null;
  return ordered[(index + step + ordered.length) % ordered.length] ?? null;
}

/**
 * Where the review goes after a decision on `currentId`: the next entity still proposed after it (wrapping),
 * else it stays where it is.
 */
export function nextProposed(ordered: readonly AnonymisationEntity[], currentId: number | null): number | null {
  const index = ordered.findIndex((entity) => entity.id === currentId);
  for (let step = 1; step <= ordered.length; step++) {
    const entity = ordered[(index + step + ordered.length) % ordered.length];
    if (entity && entity.id !== currentId && entity.decision === 'proposed') return entity.id;
  }
  return currentId;
}

/** The view with `decisions` applied, as the server will store them (an optimistic update). */
export function withDecisions(
  view: AnonymisationView,
  decisions: readonly AnonymisationDecisionInput[],
): AnonymisationView {
  const decided = new Map(decisions.map((decision) => [decision.id, decision.decision]));
  return {
    ...view,
    entities: view.entities.map((entity) => {
      const decision = decided.get(entity.id);
      return decision && decision !== entity.decision ? { ...entity, decision } : entity;
    }),
  };
}

/** The decisions that set every one of `entities` to `decision` (those already there are left out). */
export function decideAll(
  entities: readonly AnonymisationEntity[],
  decision: AnonymisationDecision,
): AnonymisationDecisionInput[] {
  return entities.filter((entity) => entity.decision !== decision).map((entity) => ({ id: entity.id, decision }));
}

/**
 * The colours of each category's highlight (6 hex digits): light backgrounds with a dark text of at least 4.5:1
 * (WCAG AA, checked by the model's test), each category its own hue; a rejected proposal is grey and struck.
 */
export const CATEGORY_COLOURS: Readonly<Record<AnonymisationCategory, { background: string; color: string }>> = {
  person: { background: 'FFD166', color: '1A1A1A' },
  address: { background: 'A0E7E5', color: '1A1A1A' },
  birth_date: { background: 'FBC4E2', color: '1A1A1A' },
  national_number: { background: 'C7CEEA', color: '1A1A1A' },
  iban: { background: 'B4F8C8', color: '1A1A1A' },
  phone: { background: 'FFB997', color: '1A1A1A' },
  email: { background: '9AD1F5', color: '1A1A1A' },
  plate: { background: 'D4E09B', color: '1A1A1A' },
  other: { background: 'E2E2E2', color: '1A1A1A' },
};

export const REJECTED_COLOURS = { background: 'F0F0F0', color: '545454' } as const;
