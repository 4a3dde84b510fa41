import { sharedMessages } from '@lexdesk/shared';
import { itKeepsTheLanguagesInStep } from '../../../tools/jest/catalogueChecks';
import { messages } from './messages';

describe('mf-tagging messages', () => {
  itKeepsTheLanguagesInStep(messages);

  it('overrides no shared text', () => {
    expect(Object.keys(messages.fr).filter((key) => key in sharedMessages.fr)).toEqual([]);
  });

  it('keeps the French toasts of the specification verbatim (with French typography)', () => {
    expect(messages.fr['tagging.saved']).toBe('Tags sauvegardés\u202f!');
    expect(messages.fr['tagging.code.copied']).toBe('Tag copié\u202f!');
  });

  it('names every colour of the palette in every language', () => {
    for (const locale of ['fr', 'en', 'nl'] as const) {
      for (const color of ['FFD166', 'A0E7E5', 'B4F8C8', 'FBC4E2', 'C7CEEA', 'FFB997', 'D4E09B', '9AD1F5', 'E68A70']) {
        expect(messages[locale][`tagging.color.${color}`]).toBeTruthy();
      }
    }
  });
});
