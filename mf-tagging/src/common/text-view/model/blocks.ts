// A long text is shown as a column of blocks of about BLOCK_TARGET_CHARS characters, cut at line ends where it can,
// and every offset stays an offset into the whole text (a block knows where it starts). The blocks are grouped by
// SECTION_BLOCKS into sections, and the browser lays out and paints only the sections in view (content-visibility
// on the section, not on each block): each frame of a scroll, it walks (layout, pre-paint, compositing inputs,
// paint, hit tests, the observer that decides what is in view) the column's 90 sections and the 8 blocks of those
// in view, instead of 700 blocks each carrying a paint layer of its own.

export interface TextBlock {
  /** Offset of the block's first character in the whole text. */
  readonly start: number;
  /** Offset just past its last character (end exclusive). */
  readonly end: number;
}

/** About a third of a printed page: small enough to lay out in well under a millisecond. */
export const BLOCK_TARGET_CHARS = 2000;

/**
 * Blocks per section: 16,000 characters, about six screens. Smaller sections are more boxes to walk every frame;
 * larger ones lay out more text at once when they come into view.
 */
export const SECTION_BLOCKS = 8;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** Where a block starting at `from` ends: after a line end near the target, else after a space, else at the target. */
function cutAfter(text: string, from: number, target: number): number {
  const ideal = from + target;
  const nextLineEnd = text.indexOf('\n', ideal);
  if (nextLineEnd !== -1 && nextLineEnd < ideal + target / 2) return nextLineEnd + 1;
  const previousLineEnd = text.lastIndexOf('\n', ideal);
  if (previousLineEnd >= from + target / 4) return previousLineEnd + 1;
  const previousSpace = text.lastIndexOf(' ', ideal);
  if (previousSpace > from) return previousSpace + 1;
  // One word of thousands of characters: cut it, never inside a surrogate pair.
  return isHighSurrogate(text.charCodeAt(ideal - 1)) ? ideal + 1 : ideal;
}

/** The blocks of `text`, in order, covering it exactly (no gap, no overlap); none for an empty text. */
export function splitIntoBlocks(text: string, target = BLOCK_TARGET_CHARS): TextBlock[] {
  const blocks: TextBlock[] = [];
  let start = 0;
  while (start < text.length) {
    const end = text.length - start <= target * 1.5 ? text.length : cutAfter(text, start, target);
    blocks.push({ start, end });
    start = end;
  }
  return blocks;
}

/** The index of the block holding `offset` (the last block for the text's end), by bisection. */
export function blockIndexAt(blocks: readonly TextBlock[], offset: number): number {
  let low = 0;
  let high = blocks.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((blocks[middle]?.start ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** How many line breaks a block holds: with its length, what its height is estimated from before it is laid out. */
export function lineBreaksIn(text: string, block: TextBlock): number {
  let count = 0;
  for (let at = text.indexOf('\n', block.start); at !== -1 && at < block.end; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

/** The blocks' indexes grouped by section, in order: [[0..23], [24..47], …]. */
export function sectionsOf(blocks: readonly TextBlock[], size = SECTION_BLOCKS): number[][] {
  const sections: number[][] = [];
  for (let first = 0; first < blocks.length; first += size) {
    sections.push(Array.from({ length: Math.min(size, blocks.length - first) }, (_, index) => first + index));
  }
  return sections;
}
