import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { adjustSelection, HighlightedText, type TextSelection, type TextViewHandle } from './HighlightedText';
import { SECTION_BLOCKS } from '../model/blocks';
import { BLOCK_START_ATTRIBUTE, rangeOver } from '../model/dom';
import { act, fireEvent } from '@testing-library/react';

const TEXT = "Vu l'article 1382 du Code civil,\nla demande est fondée.";

describe('adjustSelection', () => {
  it('trims spaces and line ends at both ends', () => {
    expect(adjustSelection(TEXT, 12, 18, false)).toEqual([13, 17]);
    expect(adjustSelection(' \n a \n', 0, 6, false)).toEqual([3, 4]);
  });

  it('widens a selection cut inside words to the whole words', () => {
    const start = TEXT.indexOf('ticle');
    expect(TEXT.slice(...adjustSelection(TEXT, start, start + 9, true))).toBe('article 1382');
    expect(TEXT.slice(...adjustSelection(TEXT, TEXT.indexOf('Code') + 1, TEXT.indexOf('civil') + 2, true))).toBe(
      'Code civil',
    );
  });

  it('keeps a selection of punctuation or whole words as it is, in either direction', () => {
    const comma = TEXT.indexOf(',');
    expect(adjustSelection(TEXT, comma, comma + 1, true)).toEqual([comma, comma + 1]);
    const code = TEXT.indexOf('Code civil');
    expect(adjustSelection(TEXT, code + 10, code, true)).toEqual([code, code + 10]);
  });
});

describe('HighlightedText', () => {
  const kinds = [
    { key: 'a', background: 'FFD166', color: '1F2933' },
    { key: 'b', background: 'A0E7E5', color: '1F2933' },
  ];

  it('draws overlapping spans as marks in the colour of the innermost, marked as overlaps', () => {
    render(
      <HighlightedText
        text={TEXT}
        label="Texte"
        kinds={kinds}
        spans={[
          { id: 'a1', start: 5, end: 17, kind: 'a' },
          { id: 'b1', start: 13, end: 31, kind: 'b' },
        ]}
      />,
    );
    const marks = Array.from(screen.getByRole('region', { name: 'Texte' }).querySelectorAll('mark'));
    expect(marks.map((mark) => [mark.textContent, mark.dataset.spans, mark.classList.contains('overlap')])).toEqual([
      ['article ', 'a1', false],
      ['1382', 'a1 b1', true],
      [' du Code civil', 'b1', false],
    ]);
    expect(marks[0]).toHaveStyle({ backgroundColor: '#FFD166' });
    expect(marks[1]).toHaveStyle({ backgroundColor: '#FFD166' });
  });

  it('reports a selection with its offsets in the whole text, widened to words', () => {
    const selected: TextSelection[] = [];
    render(
      <HighlightedText text={TEXT} label="Texte" kinds={[]} spans={[]} onSelectText={(one) => selected.push(one)} />,
    );
    const block = screen.getByRole('region').querySelector<HTMLElement>(`[${BLOCK_START_ATTRIBUTE}]`)!;
    act(() => {
      fireEvent.mouseDown(block, { button: 0 });
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(rangeOver(block, 6, block, 15)!);
      fireEvent.mouseUp(document, { button: 0 });
    });
    expect(selected.map(({ start, end, content }) => ({ start, end, content }))).toEqual([
      { start: 5, end: 17, content: 'article 1382' },
    ]);
  });

  it('finds a passage and its highlight far in a long text, sections of blocks away from the first', () => {
    const paragraph = (index: number) => `Paragraphe ${index}. ${'Attendu que le bail est résolu. '.repeat(10)}\n`;
    const long = Array.from({ length: SECTION_BLOCKS * 20 }, (_, index) => paragraph(index)).join('');
    const start = long.lastIndexOf('Paragraphe');
    const end = start + 'Paragraphe'.length;
    const handle = createRef<TextViewHandle>();
    render(
      <HighlightedText
        text={long}
        label="Texte"
        kinds={kinds}
        spans={[{ id: 'far', start, end, kind: 'a' }]}
        handleRef={handle}
      />,
    );
    const region = screen.getByRole('region', { name: 'Texte' });
    expect(region.querySelectorAll(`[${BLOCK_START_ATTRIBUTE}]`).length).toBeGreaterThan(SECTION_BLOCKS * 2);
    expect(Array.from(region.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['Paragraphe']);
    expect(handle.current?.rectOf({ start, end })).not.toBeNull();
    expect(handle.current?.rectOf({ start: long.length + 5, end: long.length + 9 })).toBeNull();
  });
});
