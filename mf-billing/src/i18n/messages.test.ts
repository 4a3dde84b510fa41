import { sharedMessages } from '@lexdesk/shared';
import { itKeepsTheLanguagesInStep } from '../../../tools/jest/catalogueChecks';
import { messages } from './messages';

describe('mf-billing messages', () => {
  itKeepsTheLanguagesInStep(messages);

  it('overrides no shared text', () => {
    expect(Object.keys(messages.fr).filter((key) => key in sharedMessages.fr)).toEqual([]);
  });

  it('keeps the French success toast of the specification verbatim', () => {
    expect(messages.fr['billing.subscribed']).toBe('Vous êtes désormais abonné\u202f!');
  });
});
