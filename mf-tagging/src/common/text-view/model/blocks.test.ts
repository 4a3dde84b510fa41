import { blockIndexAt, lineBreaksIn, SECTION_BLOCKS, sectionsOf, splitIntoBlocks } from './blocks';

const paragraph = (index: number) => `Paragraphe ${index}. ${'Attendu que le demandeur soutient que. '.repeat(8)}\n`;

describe('splitIntoBlocks', () => {
  it('covers the text exactly, in order, without gap or overlap', () => {
    const text = Array.from({ length: 300 }, (_, index) => paragraph(index)).join('');
    const blocks = splitIntoBlocks(text, 2000);
    expect(blocks[0]?.start).toBe(0);
    expect(blocks.at(-1)?.end).toBe(text.length);
    blocks.slice(1).forEach((block, index) => expect(block.start).toBe(blocks[index]?.end));
    expect(blocks.map((block) => text.slice(block.start, block.end)).join('')).toBe(text);
  });

  it('cuts after a line end near the target size', () => {
    const text = Array.from({ length: 100 }, (_, index) => paragraph(index)).join('');
    const blocks = splitIntoBlocks(text, 2000);
    for (const block of blocks.slice(0, -1)) {
      expect(text[block.end - 1]).toBe('\n');
      expect(block.end - block.start).toBeGreaterThan(1000);
      expect(block.end - block.start).toBeLessThan(3000);
    }
  });

  it('cuts a text without line ends after a space, and one long word anywhere but inside a surrogate pair', () => {
    const words = 'mot '.repeat(2000);
    for (const block of splitIntoBlocks(words, 1000).slice(0, -1)) expect(words[block.end - 1]).toBe(' ');
    const emoji = '😀'.repeat(3000);
    const blocks = splitIntoBlocks(emoji, 1001);
    expect(blocks.map((block) => emoji.slice(block.start, block.end)).join('')).toBe(emoji);
    for (const block of blocks) expect(block.start % 2).toBe(0);
  });

  it('makes one block of a short text and none of an empty one', () => {
    expect(splitIntoBlocks('Court.')).toEqual([{ start: 0, end: 6 }]);
    expect(splitIntoBlocks('')).toEqual([]);
  });
});

describe('blockIndexAt', () => {
  it('finds the block holding an offset, the last one for the end of the text', () => {
    const blocks = [
      { start: 0, end: 10 },
      { start: 10, end: 25 },
      { start: 25, end: 30 },
    ];
    expect([0, 9, 10, 24, 25, 29, 30].map((offset) => blockIndexAt(blocks, offset))).toEqual([0, 0, 1, 1, 2, 2, 2]);
  });
});

describe('lineBreaksIn', () => {
  it("counts the block's own line breaks", () => {
    const text = 'a\nb\nc\nd';
    expect(lineBreaksIn(text, { start: 0, end: 4 })).toBe(2);
    expect(lineBreaksIn(text, { start: 4, end: 7 })).toBe(1);
  });
});

describe('sectionsOf', () => {
  it('groups every block once, in order, by SECTION_BLOCKS, the last section holding the rest', () => {
    const text = Array.from({ length: 600 }, (_, index) => paragraph(index)).join('');
    const blocks = splitIntoBlocks(text, 2000);
    const sections = sectionsOf(blocks);
    expect(sections.flat()).toEqual(blocks.map((_, index) => index));
    for (const section of sections.slice(0, -1)) expect(section).toHaveLength(SECTION_BLOCKS);
    expect(sections.at(-1)?.length).toBe(blocks.length - SECTION_BLOCKS * (sections.length - 1));
    expect(sectionsOf([])).toEqual([]);
  });
});
