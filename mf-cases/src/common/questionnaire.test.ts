import { isFileQuestion, preferredLocale, toLocale } from './questionnaire';

describe('toLocale', () => {
  it('reads a language tag as fr, en or nl, French otherwise', () => {
    expect(toLocale('NL')).toBe('nl');
    expect(toLocale(' en-GB ')).toBe('en');
    expect(toLocale('nl_BE')).toBe('nl');
    expect(toLocale('de')).toBe('fr');
    expect(toLocale('english')).toBe('fr');
    expect(toLocale(null)).toBe('fr');
  });
});

describe('isFileQuestion', () => {
  it('is true for file and files only', () => {
    expect(isFileQuestion({ question_type: 'file' })).toBe(true);
    expect(isFileQuestion({ question_type: 'files' })).toBe(true);
    expect(isFileQuestion({ question_type: 'other' })).toBe(false);
    expect(isFileQuestion({ question_type: 'checkbox' })).toBe(false);
  });
});

describe('preferredLocale', () => {
  it("takes the first of the browser's languages we have, French otherwise", () => {
    expect(preferredLocale(['nl-BE', 'fr-BE', 'en'])).toBe('nl');
    expect(preferredLocale(['en-GB', 'nl'])).toBe('en');
    expect(preferredLocale(['de-DE', 'nl-BE'])).toBe('nl');
    expect(preferredLocale(['fr-BE'])).toBe('fr');
    expect(preferredLocale(['de-DE', 'es'])).toBe('fr');
    expect(preferredLocale([])).toBe('fr');
    expect(preferredLocale(undefined)).toBe('fr');
  });
});
