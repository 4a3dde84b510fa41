import { FORBIDDEN_IN_A_NAME, hasForbiddenNameCharacter, isCleanName } from '../src/lib/names';

describe('names', () => {
  it.each([
    'Cabinet Démo',
    "Maître O'Brien-Dupont",
    'Van den Bossche & Partners',
    'Ærøskøbing Ørsted',
    'محمد', // Arabic, written right to left by itself: no override needed
    'עורכי דין כהן',
    '李小龍',
    'Zoë Ñúñez',
    'Family 👨‍👩‍👧', // the zero width joiner of an emoji sequence stays allowed
    '',
  ])('accepts %p', (name) => {
    expect(isCleanName(name)).toBe(true);
    expect(hasForbiddenNameCharacter(name)).toBe(false);
  });

  it.each([
    ['a line feed', 'Cabinet\nBcc: x@y.be'],
    ['a carriage return', 'Cabinet\rDémo'],
    ['a NUL', 'Cabinet\u0000Démo'],
    ['a tab', 'Cabinet\tDémo'],
    ['DEL', 'Cabinet\u007f'],
    ['a C1 control', 'Cabinet\u0085Démo'],
    ['a right-to-left override', 'Cabinet\u202eknab'],
    ['a left-to-right override', '\u202dCabinet'],
    ['a right-to-left embedding', 'x\u202by'],
    ['a pop directional formatting', 'x\u202cy'],
    ['a left-to-right mark', 'Cabinet\u200e'],
    ['a right-to-left mark', 'Cabinet\u200f'],
    ['an Arabic letter mark', 'Cabinet\u061c'],
    ['a first strong isolate', '\u2068Cabinet\u2069'],
    ['a right-to-left isolate', '\u2067x'],
    ['a line separator', 'Cabinet\u2028Démo'],
    ['a paragraph separator', 'Cabinet\u2029Démo'],
    ['a lone surrogate', 'Cabinet\ud800'],
  ])('refuses %s', (_label, name) => {
    expect(isCleanName(name)).toBe(false);
    expect(hasForbiddenNameCharacter(name)).toBe(true);
  });

  it('is one rule without state (no global flag)', () => {
    expect(FORBIDDEN_IN_A_NAME.global).toBe(false);
    expect(FORBIDDEN_IN_A_NAME.sticky).toBe(false);
    for (let i = 0; i < 3; i += 1) expect(hasForbiddenNameCharacter('a\nb')).toBe(true);
  });
});
