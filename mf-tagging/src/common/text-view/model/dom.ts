// Between DOM positions and text offsets. Every block element carries `data-block-start` (its first character's
// offset in the whole text); inside it the text may be one text node (highlights painted by the CSS Custom
// Highlight API) or several around <mark> elements (the fallback): offsets are counted over its text nodes.

import { SECTION_BLOCKS } from './blocks';

export const BLOCK_START_ATTRIBUTE = 'data-block-start';

/** The element of the block at `index` in a text view's column: the column holds sections of SECTION_BLOCKS blocks. */
export function blockElementAt(column: HTMLElement, index: number, sectionSize = SECTION_BLOCKS): HTMLElement | null {
  const section = column.children[Math.floor(index / sectionSize)];
  return (section?.children[index % sectionSize] as HTMLElement | undefined) ?? null;
}

/** The block element holding `node`, if it is one of a text view's. */
export function blockElementOf(node: Node | null): HTMLElement | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest<HTMLElement>(`[${BLOCK_START_ATTRIBUTE}]`) ?? null;
}

function blockStartOf(block: HTMLElement): number {
  return Number(block.getAttribute(BLOCK_START_ATTRIBUTE) ?? 0);
}

function textNodesOf(root: Node): Text[] {
  const nodes: Text[] = [];
  const walker = root.ownerDocument?.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  if (!walker) return nodes;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

/** The offset in the whole text of a DOM position (a Selection's anchor or focus, a caret position), or null outside. */
export function offsetOfPoint(node: Node, offset: number): number | null {
  const block = blockElementOf(node);
  if (!block) return null;
  const start = blockStartOf(block);
  // The usual case: the block is one text node.
  if (node.nodeType === Node.TEXT_NODE && block.firstChild === node && block.childNodes.length === 1) {
    return start + offset;
  }
  // Marks around the text, or an element and a child index: the text from the block's start to the point.
  const before = block.ownerDocument.createRange();
  before.setStart(block, 0);
  before.setEnd(node, offset);
  return start + before.toString().length;
}

/** The DOM position of `offset` inside `block` (the text node and the offset in it). */
export function pointInBlock(block: HTMLElement, offset: number): { node: Text; offset: number } | null {
  let remaining = offset - blockStartOf(block);
  const nodes = textNodesOf(block);
  for (const [index, text] of nodes.entries()) {
    // An offset between two text nodes belongs to the first's end, but a range's start to the second's start.
    if (remaining < text.length || (remaining === text.length && index === nodes.length - 1)) {
      return { node: text, offset: Math.max(0, remaining) };
    }
    remaining -= text.length;
  }
  return null;
}

/** A DOM Range over [start, end) of the text, both ends inside the given blocks (null when a block is missing). */
export function rangeOver(
  startBlock: HTMLElement | null,
  start: number,
  endBlock: HTMLElement | null,
  end: number,
): Range | null {
  if (!startBlock || !endBlock) return null;
  const from = pointInBlock(startBlock, start);
  const to = pointInBlock(endBlock, end);
  if (!from || !to) return null;
  const range = startBlock.ownerDocument.createRange();
  range.setStart(from.node, from.offset);
  range.setEnd(to.node, to.offset);
  return range;
}

/** The text position under a point of the viewport (Chromium's caretPositionFromPoint, else caretRangeFromPoint). */
export function caretAt(x: number, y: number): { node: Node; offset: number } | null {
  const doc = document as Document & {
    caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
    caretRangeFromPoint?: (x: number, y: number) => Range | null;
  };
  const position = doc.caretPositionFromPoint?.(x, y);
  if (position) return { node: position.offsetNode, offset: position.offset };
  const range = doc.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}

/** A range's box in the viewport; jsdom has none (zeros). */
export function rectOf(range: Range): DOMRect {
  return typeof range.getBoundingClientRect === 'function' ? range.getBoundingClientRect() : new DOMRect();
}
