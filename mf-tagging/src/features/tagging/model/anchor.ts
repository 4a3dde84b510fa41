// Passages are stored with their offsets and their content (DESIGN.md, section 7): a passage whose offsets no
// longer hold its content (the text was extracted again) is found again by its content, at the occurrence
// nearest to where it was; one whose content is gone is dropped, and the screen says how many were.
import type { Label, LabelSelection, SuggestedLabel } from '@lexdesk/shared/contract';
import type { AnchoredLabel, Passage } from './labelling';

/** More occurrences of one passage than are worth comparing for the nearest. */
const MAX_CANDIDATES = 5000;

export function anchorSelection(text: string, selection: LabelSelection): Passage | null {
  const { start_index: start, end_index: end, content } = selection;
  if (!content) return null;
  if (start >= 0 && end > start && text.slice(start, end) === content) return { start, end, content };
  let nearest = -1;
  let candidates = 0;
  for (let at = text.indexOf(content); at !== -1 && candidates < MAX_CANDIDATES; at = text.indexOf(content, at + 1)) {
    candidates++;
    if (nearest === -1 || Math.abs(at - start) < Math.abs(nearest - start)) nearest = at;
    if (at > start) break; // further ones are only further away
  }
  return nearest === -1 ? null : { start: nearest, end: nearest + content.length, content };
}

/** Labels (saved ones, or suggestions) with their passages found in the text, and how many could not be. */
export function anchorLabels(
  text: string,
  labels: readonly (Label | SuggestedLabel)[],
): { labels: AnchoredLabel[]; lost: number } {
  let lost = 0;
  const anchored = labels.map((label): AnchoredLabel => {
    const data: Passage[] = [];
    for (const selection of label.data) {
      const passage = anchorSelection(text, selection);
      if (passage) data.push(passage);
      else lost++;
    }
    return {
      name: label.name,
      code: label.code,
      color: label.color,
      data,
      ...(label.openai ? { openai: true } : {}),
    };
  });
  return { labels: anchored, lost };
}

const WORD = /[\p{L}\p{N}_]/u;
const isWord = (char: string | undefined) => char !== undefined && WORD.test(char);

/**
 * Every occurrence of a passage's content in the text ("apply to every occurrence"), the passage itself
 * included, in order. A passage that starts and ends on whole words matches whole words only: tagging
 * "art" must not tag the start of "article".
 */
export function occurrencesOf(text: string, passage: Passage, limit = MAX_CANDIDATES): Passage[] {
  const { content } = passage;
  if (!content) return [];
  const wholeStart = isWord(content[0]) && !isWord(text[passage.start - 1]);
  const wholeEnd = isWord(content.at(-1)) && !isWord(text[passage.end]);
  const found: Passage[] = [];
  for (let at = text.indexOf(content); at !== -1 && found.length < limit; at = text.indexOf(content, at + 1)) {
    const end = at + content.length;
    if (wholeStart && isWord(text[at - 1])) continue;
    if (wholeEnd && isWord(text[end])) continue;
    found.push({ start: at, end, content });
  }
  return found;
}
