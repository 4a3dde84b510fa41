import { replaceSpans } from './anonymisation';

describe('replaceSpans', () => {
  const text = 'Monsieur Jean DUPONT, né le 3 mai 1980, écrit à Sophie.';
  const at = (content: string, replacement: string) => {
    const start = text.indexOf(content);
    return { start_index: start, end_index: start + content.length, replacement };
  };

  it('replaces every span in text order, whatever the order given, and says where each replacement stands', () => {
    const sophie = at('Sophie', 'B.');
    const jean = at('Jean DUPONT', 'A.');
    const result = replaceSpans(text, [sophie, jean]);
    expect(result.text).toBe('Monsieur A., né le 3 mai 1980, écrit à B..');
    expect(result.replaced.map(({ span, start, end }) => [span.replacement, result.text.slice(start, end)])).toEqual([
      ['A.', 'A.'],
      ['B.', 'B.'],
    ]);
  });

  it('leaves out a span overlapping one already replaced, the longer first at one position', () => {
    const whole = at('Jean DUPONT', 'A.');
    const first = at('Jean', 'X.');
    const inside = at('DUPONT', 'Y.');
    expect(replaceSpans(text, [inside, first, whole]).text).toBe('Monsieur A., né le 3 mai 1980, écrit à Sophie.');
  });

  it('answers the text unchanged when nothing is replaced', () => {
    expect(replaceSpans(text, [])).toEqual({ text, replaced: [] });
  });
});
