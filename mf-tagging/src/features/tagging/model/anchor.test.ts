import { anchorLabels, anchorSelection, occurrencesOf } from './anchor';

const TEXT = "L'article 1382 du Code civil. Vu l'article 1382, l'article 13820 et les articles 1382 à 1386.";

describe('anchorSelection', () => {
  it('keeps a passage whose offsets hold its content', () => {
    expect(anchorSelection(TEXT, { start_index: 2, end_index: 14, content: 'article 1382' })).toEqual({
      start: 2,
      end: 14,
      content: 'article 1382',
    });
  });

  it('finds a moved passage at the occurrence nearest to where it was', () => {
    const second = TEXT.indexOf('article 1382', 10);
    expect(
      anchorSelection(TEXT, { start_index: second + 3, end_index: second + 15, content: 'article 1382' })?.start,
    ).toBe(second);
    expect(anchorSelection(TEXT, { start_index: 0, end_index: 12, content: 'article 1382' })?.start).toBe(2);
  });

  it('drops a passage whose content is gone or empty', () => {
    expect(anchorSelection(TEXT, { start_index: 0, end_index: 5, content: 'article 6.5' })).toBeNull();
    expect(anchorSelection(TEXT, { start_index: 0, end_index: 0, content: '' })).toBeNull();
  });

  it('counts the passages of labels it could not find', () => {
    const { labels, lost } = anchorLabels(TEXT, [
      {
        name: 'Article',
        code: 'article',
        color: 'FFD166',
        data: [
          { start_index: 2, end_index: 14, content: 'article 1382' },
          { start_index: 50, end_index: 60, content: 'absent' },
        ],
      },
    ]);
    expect(labels[0]?.data).toHaveLength(1);
    expect(lost).toBe(1);
  });
});

describe('occurrencesOf', () => {
  it('finds every whole-word occurrence of a passage, itself included', () => {
    const found = occurrencesOf(TEXT, { start: 2, end: 14, content: 'article 1382' });
    expect(found.map((one) => TEXT.slice(one.start - 1, one.end + 1))).toEqual(["'article 1382 ", "'article 1382,"]);
  });

  it('matches inside words on the side where the passage itself was cut inside one', () => {
    // "rticle" cut from "article": any start, but a whole word's end ("articles" is left out).
    const start = TEXT.indexOf('rticle');
    const found = occurrencesOf(TEXT, { start, end: start + 6, content: 'rticle' });
    expect(found.map((one) => TEXT.slice(one.start - 1, one.end + 1))).toEqual(['article ', 'article ', 'article ']);
  });
});
