import { sharedMessages } from '@lexdesk/shared';
import { messages } from './messages';

/** {name} arguments and <tag> elements of an ICU message. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}|<(\w+)>/g)].map((match) => match[1] ?? match[2]).sort();

describe('mf-office messages', () => {
  const frKeys = Object.keys(messages.fr).sort();

  it.each(['en', 'nl'] as const)('%s has exactly the French keys', (locale) => {
    expect(Object.keys(messages[locale]).sort()).toEqual(frKeys);
  });

  it.each(['fr', 'en', 'nl'] as const)('%s has no empty text and keeps the placeholders of French', (locale) => {
    for (const key of frKeys) {
      const text = messages[locale][key] ?? '';
      expect([key, text.trim() === '']).toEqual([key, false]);
      expect([key, placeholders(text)]).toEqual([key, placeholders(messages.fr[key] ?? '')]);
    }
  });

  it("uses the remote's prefix and overrides no shared text", () => {
    expect(frKeys.filter((key) => !key.startsWith('office.'))).toEqual([]);
    expect(frKeys.filter((key) => key in sharedMessages.fr)).toEqual([]);
  });

  it('keeps the French toasts of the specification verbatim', () => {
    expect(Object.values(messages.fr)).toEqual(
      expect.arrayContaining([
        'Données enregistrées',
        'Paramètre enregistré',
        'Le compte a été supprimé',
        'Le nom du cabinet a bien été enregistré',
        'Changement enregistré',
        'Vos matières ont été mises à jour',
      ]),
    );
  });
});
