import { messages } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('legal-case messages', () => {
  const frKeys = Object.keys(messages.fr).sort();

  it('prefixes every id with cases.case.', () => {
    expect(frKeys.filter((key) => !key.startsWith('cases.case.'))).toEqual([]);
  });

  it.each(['en', 'nl'] as const)('%s has exactly the French keys, none empty, same placeholders', (locale) => {
    expect(Object.keys(messages[locale]).sort()).toEqual(frKeys);
    for (const key of frKeys) {
      const text = messages[locale][key] ?? '';
      expect([key, text.trim() === '']).toEqual([key, false]);
      expect([key, placeholders(text)]).toEqual([key, placeholders(messages.fr[key] ?? '')]);
    }
  });

  it('keeps the texts the specification quotes verbatim', () => {
    expect(messages.fr).toMatchObject({
      'cases.case.actions.refuse': 'Refuser',
      'cases.case.actions.accept': 'Accepter',
      'cases.case.actions.close': 'Cloturer',
      'cases.case.status.closed': 'Cloturée',
      'cases.case.reassign.label': "Réassigner l'affaire",
      'cases.case.noLawCase': 'Aucun cas concret lié',
      'cases.case.toast.refused': 'Affaire refusée',
      'cases.case.toast.accepted': 'Affaire acceptée',
      'cases.case.toast.closed': 'Affaire clôturée',
      'cases.case.toast.reassigned': 'Affaire réassignée !',
    });
  });
});
