// The heading structure of a French or Dutch judgment: the decision's title (ARRÊT, JUGEMENT, VONNIS...), where
// the parties are introduced (EN CAUSE DE, IN ZAKE) and opposed (contre, tegen), the recitals (Vu, Gelet op) and
// the operative part (PAR CES MOTIFS, OM DEZE REDENEN). Anonymisation reads the parties between these marks.
import { foldText, type Span } from './fold';

export type HeadingKind = 'decision' | 'parties' | 'against' | 'recital' | 'operative';

export interface HeadingMark extends Span {
  kind: HeadingKind;
}

// Each on the folded text; `m` so that ^ and $ are a line's ends.
const MARKS: readonly (readonly [HeadingKind, RegExp])[] = [
  ['decision', /^[ \t]*(arret|jugement|ordonnance|vonnis|arrest|beschikking)[ \t]*$/gm],
  ['parties', /^[ \t]*(en cause(?: de)?|in zake|inzake)(?![\p{L}\p{N}])/gmu],
  ['against', /^[ \t]*(contre|tegen)[ \t]*:?[ \t]*$/gm],
  ['recital', /^[ \t]*(vu|gelet op)(?![\p{L}\p{N}])/gmu],
  ['operative', /^[ \t]*(par ces motifs|om deze redenen|om die redenen)(?![\p{L}\p{N}])/gmu],
];

/** The heading marks of a judgment, in order; each span covers the mark's words. */
export function findHeadingStructure(text: string, folded: string = foldText(text)): HeadingMark[] {
  const found: HeadingMark[] = [];
  for (const [kind, pattern] of MARKS) {
    for (const match of folded.matchAll(pattern)) {
      const words = match[1] ?? '';
      const start = match.index + match[0].indexOf(words);
      found.push({ kind, start, end: start + words.length });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The blocks naming the parties: from each EN CAUSE DE / IN ZAKE or contre / tegen mark to the next mark (or
 * the first recital), trimmed. Anonymisation looks for the persons there first.
 */
export function findPartyBlocks(text: string, marks: readonly HeadingMark[] = findHeadingStructure(text)): Span[] {
  const blocks: Span[] = [];
  marks.forEach((mark, index) => {
    if (mark.kind !== 'parties' && mark.kind !== 'against') return;
    const next = marks[index + 1];
    let start = mark.end;
    let end = next ? next.start : Math.min(text.length, mark.end + 2000);
    while (start < end && /[\s:]/.test(text.charAt(start))) start += 1;
    while (end > start && /\s/.test(text.charAt(end - 1))) end -= 1;
    if (end > start) blocks.push({ start, end });
  });
  return blocks;
}
