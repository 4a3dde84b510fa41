// A language model's proposals beside the embedded rules' (issue 26 item 1: "its proposals merged, each marked
// with its source"). The model quotes what to replace; `anchorModelEntities` finds each quote's every occurrence
// in the text, and `mergeDetections` joins them to the rules' entities without overlaps.
import type { AnonymisationCategory } from '@lexdesk/shared/contract';
import { passagePattern, MAX_OCCURRENCES } from '../labelling/anchor';
import { foldText } from '../recognition';
import type { DetectedEntity } from './index';

/** What a model proposes: a quoted piece of the text and its category. */
export interface ModelProposal {
  content: string;
  category: AnonymisationCategory;
}

export type MergedEntity = DetectedEntity & { source: 'rules' | 'model' };

function key(category: AnonymisationCategory, content: string): string {
  return `${category}:${foldText(content).replace(/[^\p{L}\p{N}]+/gu, '')}`;
}

/** Groups numbered `g1`, `g2`... again in order of first appearance, occurrences of one group staying together. */
function renumbered<T extends DetectedEntity>(entities: readonly T[]): T[] {
  const names = new Map<string, string>();
  return [...entities]
    .sort((a, b) => a.start_index - b.start_index)
    .map((entity) => {
      let group = names.get(entity.group);
      if (!group) {
        group = `g${names.size + 1}`;
        names.set(entity.group, group);
      }
      return { ...entity, group };
    });
}

/**
 * Every occurrence in `text` of each proposal's content (whitespace-tolerant, like the tagging model's quotes),
 * grouped by content and category, sorted, without overlaps (a longer quote wins over a shorter one inside it).
 */
export function anchorModelEntities(text: string, proposals: readonly ModelProposal[]): DetectedEntity[] {
  const found: DetectedEntity[] = [];
  for (const proposal of proposals) {
    const pattern = passagePattern(proposal.content);
    if (!pattern) continue;
    let count = 0;
    for (const match of text.matchAll(pattern)) {
      found.push({
        start_index: match.index,
        end_index: match.index + match[0].length,
        content: match[0],
        category: proposal.category,
        group: key(proposal.category, proposal.content),
      });
      count += 1;
      if (count >= MAX_OCCURRENCES) break;
    }
  }
  found.sort((a, b) => b.end_index - b.start_index - (a.end_index - a.start_index) || a.start_index - b.start_index);
  const kept: DetectedEntity[] = [];
  for (const entity of found) {
    if (kept.some((other) => other.start_index < entity.end_index && entity.start_index < other.end_index)) continue;
    kept.push(entity);
  }
  return renumbered(kept);
}

/**
 * The rules' entities and a model's, without overlaps: where they overlap the rules win, except that a model span
 * covering a rules span of the same category replaces it and joins its group (the model saw "Jean-Marie DUPONT"
 * where the rules saw "DUPONT"). A model entity elsewhere joins the group of a rules entity with the same content
 * and category, else forms its own. Groups are numbered again in order of first appearance.
 */
export function mergeDetections(rules: readonly DetectedEntity[], model: readonly DetectedEntity[]): MergedEntity[] {
  const merged: MergedEntity[] = rules.map((entity) => ({ ...entity, group: `r${entity.group}`, source: 'rules' }));
  const groupByContent = new Map<string, string>();
  for (const entity of merged) groupByContent.set(key(entity.category, entity.content), entity.group);
  const ordered = [...model].sort(
    (a, b) => b.end_index - b.start_index - (a.end_index - a.start_index) || a.start_index - b.start_index,
  );
  for (const proposal of ordered) {
    const overlapping = merged.filter(
      (entity) => entity.start_index < proposal.end_index && proposal.start_index < entity.end_index,
    );
    const covers =
      overlapping.length > 0 &&
      overlapping.every(
        (entity) =>
          entity.source === 'rules' &&
          entity.category === proposal.category &&
          proposal.start_index <= entity.start_index &&
          entity.end_index <= proposal.end_index &&
          (proposal.start_index < entity.start_index || entity.end_index < proposal.end_index),
      );
    if (overlapping.length > 0 && !covers) continue;
    const contentGroup = key(proposal.category, proposal.content);
    const group = overlapping[0]?.group ?? groupByContent.get(contentGroup) ?? `m${proposal.group}`;
    for (const entity of overlapping) merged.splice(merged.indexOf(entity), 1);
    if (!groupByContent.has(contentGroup)) groupByContent.set(contentGroup, group);
    merged.push({ ...proposal, group, source: 'model' });
  }
  return renumbered(merged);
}
