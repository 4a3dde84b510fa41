import { findMatches, foldText, MAX_MATCHES } from './search';

describe('foldText', () => {
  it('drops accents and case, keeping every character where it was', () => {
    const text = 'Cour de cassation, arrêt du 12 décembre — ÉTAT BELGE, İstanbul';
    const folded = foldText(text);
    expect(folded).toHaveLength(text.length);
    expect(folded).toContain('arret du 12 decembre');
    expect(folded).toContain('etat belge');
  });
});

describe('findMatches', () => {
  const text = 'Le Tribunal de première instance.\nLe tribunal\nde  première instance statue. Tribunal !';
  const folded = foldText(text);

  it('finds every match whatever the accents, case and spaces, with offsets into the text as it is', () => {
    const matches = findMatches(folded, 'tribunal de premiere');
    expect(matches.map((match) => text.slice(match.start, match.end))).toEqual([
      'Tribunal de première',
      'tribunal\nde  première',
    ]);
  });

  it('finds nothing for blank terms and stops at the maximum', () => {
    expect(findMatches(folded, '   ')).toEqual([]);
    expect(findMatches('a'.repeat(MAX_MATCHES + 50), 'a')).toHaveLength(MAX_MATCHES);
  });

  it('takes the terms literally, never as a pattern', () => {
    expect(findMatches(foldText('art. 1382 (ancien)'), '(ancien)')).toEqual([{ start: 10, end: 18 }]);
    expect(findMatches(foldText('art. 1382'), '.*')).toEqual([]);
  });
});
