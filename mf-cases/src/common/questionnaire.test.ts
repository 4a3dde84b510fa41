import { isFileQuestion, toLocale } from './questionnaire';

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
