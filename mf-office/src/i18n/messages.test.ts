import { itKeepsTheLanguagesInStep } from '../../../tools/jest/catalogueChecks';
import { sharedMessages } from '@lexdesk/shared';
import { messages } from './messages';

describe('mf-office messages', () => {
  const frKeys = Object.keys(messages.fr).sort();

  itKeepsTheLanguagesInStep(messages);

  it('overrides no shared text', () => {
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
