import { segmentAt, segmentsOf, segmentsWithin, type TextSpan } from './segments';

const span = (id: string, start: number, end: number, kind = id): TextSpan => ({ id, start, end, kind });
const shape = (spans: TextSpan[]) =>
  segmentsOf(spans).map((segment) => [segment.start, segment.end, segment.spans.map((one) => one.id).join('+')]);

describe('segmentsOf', () => {
  it('keeps separate spans as they are', () => {
    expect(shape([span('a', 0, 5), span('b', 10, 12)])).toEqual([
      [0, 5, 'a'],
      [10, 12, 'b'],
    ]);
  });

  it('cuts overlapping spans where they meet, the shorter one first where both cover', () => {
    // "art. 1382 C. civ." tagged as an article (0-17) and its number (5-9) as another label.
    expect(shape([span('article', 0, 17), span('number', 5, 9)])).toEqual([
      [0, 5, 'article'],
      [5, 9, 'number+article'],
      [9, 17, 'article'],
    ]);
  });

  it('cuts crossing spans in three, the shorter first where both cover', () => {
    expect(shape([span('a', 0, 10), span('b', 6, 14)])).toEqual([
      [0, 6, 'a'],
      [6, 10, 'b+a'],
      [10, 14, 'b'],
    ]);
  });

  it('puts the span given last first when two cover the same passage', () => {
    expect(shape([span('older', 3, 8), span('newer', 3, 8)])).toEqual([[3, 8, 'newer+older']]);
  });

  it('ignores empty spans and keeps adjacent ones apart', () => {
    expect(shape([span('a', 0, 4), span('empty', 4, 4), span('b', 4, 9)])).toEqual([
      [0, 4, 'a'],
      [4, 9, 'b'],
    ]);
  });

  it('stays exact over two thousand spans', () => {
    const spans = Array.from({ length: 2000 }, (_, index) => span(`s${index}`, index * 7, index * 7 + 12));
    const segments = segmentsOf(spans);
    for (const segment of segments) {
      const covering = spans.filter((one) => one.start < segment.end && one.end > segment.start);
      expect(segment.spans.length).toBe(covering.length);
      for (const one of covering) expect(one.start <= segment.start && one.end >= segment.end).toBe(true);
    }
  });
});

describe('segmentAt and segmentsWithin', () => {
  const segments = segmentsOf([span('a', 0, 10), span('b', 6, 14), span('c', 20, 30)]);

  it('finds the segment under an offset, none in a gap or at an end', () => {
    expect(segmentAt(segments, 7)?.spans.map((one) => one.id)).toEqual(['b', 'a']);
    expect(segmentAt(segments, 15)).toBeNull();
    expect(segmentAt(segments, 30)).toBeNull();
  });

  it('lists the segments overlapping a range', () => {
    expect(segmentsWithin(segments, 8, 21).map((segment) => [segment.start, segment.end])).toEqual([
      [6, 10],
      [10, 14],
      [20, 30],
    ]);
  });
});
