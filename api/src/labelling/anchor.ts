// Passages quoted by a language model, anchored in the document's text (issue 25): every occurrence of each
// passage, whitespace-tolerant (a line break or a run of spaces in the text matches the model's single space),
// and the typographic apostrophe matching the straight one. Offsets are JavaScript string offsets into the whole
// text, end exclusive; `content` is the text's own slice, never the model's spelling.
import type { LabelSelection } from '@lexdesk/shared/contract';

/** A passage shorter than this (trimmed) would match everywhere: it is not anchored, and counted as not found. */
export const MIN_PASSAGE_LENGTH = 3;
/** Occurrences kept for one passage (a recurring phrase must not flood the screen). */
export const MAX_OCCURRENCES = 200;

const APOSTROPHES = "'\u2019\u02bc";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The pattern of a passage: its words in order, any whitespace between them, any apostrophe for an apostrophe. */
export function passagePattern(passage: string): RegExp | null {
  const words = passage.trim().split(/\s+/).filter(Boolean);
  if (words.join(' ').length < MIN_PASSAGE_LENGTH) return null;
  const source = words
    .map((word) => escapeRegExp(word).replace(new RegExp(`[${APOSTROPHES}]`, 'g'), `[${APOSTROPHES}]`))
    .join('\\s+');
  return new RegExp(source, 'gu');
}

export interface Anchored {
  /** In the order of the text, each span once. */
  selections: LabelSelection[];
  /** Passages that are not in the text (or too short to anchor). */
  missing: number;
}

/** Every occurrence of each passage in `text`. */
export function anchorPassages(text: string, passages: readonly string[]): Anchored {
  const spans = new Map<string, LabelSelection>();
  let missing = 0;
  for (const passage of passages) {
    const pattern = passagePattern(passage);
    if (!pattern) {
      missing += 1;
      continue;
    }
    let found = 0;
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      spans.set(`${start}:${end}`, { start_index: start, end_index: end, content: match[0] });
      found += 1;
      if (found >= MAX_OCCURRENCES) break;
    }
    if (found === 0) missing += 1;
  }
  const selections = [...spans.values()].sort((a, b) => a.start_index - b.start_index || a.end_index - b.end_index);
  return { selections, missing };
}
