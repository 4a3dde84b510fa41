import { messages } from './messages';

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}|<(\w+)>/g)].map((match) => match[1] ?? match[2]).sort();

describe('legal-cases messages', () => {
  const frKeys = Object.keys(messages.fr).sort();

  it.each(['en', 'nl'] as const)('%s has exactly the French keys', (locale) => {
    expect(Object.keys(messages[locale]).sort()).toEqual(frKeys);
  });

  it.each(['fr', 'en', 'nl'] as const)('%s has no empty text and keeps the placeholders of French', (locale) => {
    for (const key of frKeys) {
      const text = messages[locale][key] ?? '';
      expect(text.trim()).not.toBe('');
      expect([key, placeholders(text)]).toEqual([key, placeholders(messages.fr[key] ?? '')]);
    }
  });

  it('keeps the texts the specification quotes verbatim', () => {
    expect(messages.fr).toMatchObject({
      'cases.legalCases.closed.show': 'Afficher les affaires clôturées',
      'cases.legalCases.closed.hide': 'Masquer les affaires clôturées',
      'cases.legalCases.noLawCase': 'Aucun cas concret lié',
      'legalcases.noresult.default': 'Aucune affaire à afficher',
    });
  });
});
