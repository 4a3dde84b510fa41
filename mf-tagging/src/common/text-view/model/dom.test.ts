import { BLOCK_START_ATTRIBUTE, offsetOfPoint, pointInBlock, rangeOver } from './dom';

function column(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

const block = (root: HTMLElement, index: number) =>
  root.querySelectorAll<HTMLElement>(`[${BLOCK_START_ATTRIBUTE}]`)[index]!;

describe('offsets and DOM positions', () => {
  it('reads an offset in a block of one text node', () => {
    const root = column(
      `<div ${BLOCK_START_ATTRIBUTE}="0">Attendu que </div><div ${BLOCK_START_ATTRIBUTE}="12">le bail</div>`,
    );
    const second = block(root, 1).firstChild!;
    expect(offsetOfPoint(second, 3)).toBe(15);
  });

  it('reads an offset across marks (overlapping highlights drawn as nested pieces)', () => {
    const root = column(
      `<div ${BLOCK_START_ATTRIBUTE}="100">Vu l'<mark data-start="105">art. </mark><mark data-start="110">1382</mark> C. civ.</div>`,
    );
    const marks = root.querySelectorAll('mark');
    expect(offsetOfPoint(marks[1]!.firstChild!, 2)).toBe(112);
    expect(offsetOfPoint(block(root, 0).lastChild!, 1)).toBe(115);
    // An element position: before the second mark.
    expect(offsetOfPoint(block(root, 0), 2)).toBe(110);
  });

  it('says null outside a block', () => {
    const root = column(`<p>hors texte</p><div ${BLOCK_START_ATTRIBUTE}="0">texte</div>`);
    expect(offsetOfPoint(root.querySelector('p')!.firstChild!, 2)).toBeNull();
  });

  it('finds the DOM position of an offset and builds a range across blocks', () => {
    const root = column(
      `<div ${BLOCK_START_ATTRIBUTE}="0">Vu l'<mark>art. 1382</mark>\n</div><div ${BLOCK_START_ATTRIBUTE}="15">C. civ.</div>`,
    );
    const point = pointInBlock(block(root, 0), 7);
    expect(point?.node.textContent).toBe('art. 1382');
    expect(point?.offset).toBe(2);
    const range = rangeOver(block(root, 0), 5, block(root, 1), 17);
    expect(range?.toString()).toBe('art. 1382\nC.');
  });
});
