// Selecting text in the text view as a user does with the mouse: a DOM selection over the passage, then the
// button released; a click on a highlight (the fallback's <mark>s in jsdom, which has no CSS Custom Highlight API).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { BLOCK_START_ATTRIBUTE, rangeOver } from '../text-view/model/dom';
import { blockIndexAt } from '../text-view/model/blocks';

function blocksOf(region: HTMLElement): HTMLElement[] {
  return Array.from(region.querySelectorAll<HTMLElement>(`[${BLOCK_START_ATTRIBUTE}]`));
}

function blockFor(region: HTMLElement, offset: number): HTMLElement {
  const blocks = blocksOf(region);
  const starts = blocks.map((block) => ({ start: Number(block.getAttribute(BLOCK_START_ATTRIBUTE)), end: 0 }));
  const block = blocks[blockIndexAt(starts, offset)];
  if (!block) throw new Error(`no block at ${offset}`);
  return block;
}

/** The text view (its region, named after the document). */
export const textRegion = () => screen.getByRole('region', { name: /^Texte de / });

/** Selects [start, end) of the text and releases the mouse button, as a drag over it would. */
export function selectPassage(
  start: number,
  end: number,
  options: { metaKey?: boolean; region?: HTMLElement } = {},
): void {
  const region = options.region ?? textRegion();
  const range = rangeOver(blockFor(region, start), start, blockFor(region, end), end);
  if (!range) throw new Error(`cannot select ${start}-${end}`);
  const column = blocksOf(region)[0]?.parentElement;
  if (!column) throw new Error('no column');
  act(() => {
    fireEvent.mouseDown(column, { button: 0, clientX: 10, clientY: 10 });
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    fireEvent.mouseUp(document, { button: 0, clientX: 200, clientY: 10, metaKey: options.metaKey ?? false });
  });
}

/** The highlighted pieces of the text (<mark>s), as "text" strings, in order. */
export function highlighted(region: HTMLElement = textRegion()): string[] {
  return Array.from(region.querySelectorAll('mark')).map((mark) => mark.textContent ?? '');
}

/** Clicks the highlighted piece whose text is `content`. */
export function clickHighlight(content: string): void {
  const mark = Array.from(textRegion().querySelectorAll('mark')).find((one) => one.textContent === content);
  if (!mark) throw new Error(`no highlight "${content}" among ${JSON.stringify(highlighted())}`);
  act(() => {
    window.getSelection()?.removeAllRanges();
    fireEvent.mouseDown(mark, { button: 0, clientX: 5, clientY: 5 });
    fireEvent.mouseUp(mark, { button: 0, clientX: 5, clientY: 5 });
  });
}

export const toolbox = () => screen.getByRole('dialog', { name: /^(Sélection|Passage)/ });
export const withinToolbox = () => within(toolbox());
