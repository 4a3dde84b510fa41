import { notify, TOAST_DURATION_MS, useNotificationStore } from './notifications';

const shown = () => useNotificationStore.getState().items.map(({ text, type }) => ({ text, type }));

beforeEach(() => {
  jest.useFakeTimers();
  useNotificationStore.setState({ items: [] });
});
afterEach(() => jest.useRealTimers());

describe('notifications', () => {
  it('shows one toast for a message repeated while it is shown, for its full duration again', () => {
    notify.success('Données enregistrées');
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1000);
    notify.success('Données enregistrées');
    expect(shown()).toEqual([{ text: 'Données enregistrées', type: 'success' }]);
    // The first one's timer runs out: the second stays.
    jest.advanceTimersByTime(1000);
    expect(shown()).toEqual([{ text: 'Données enregistrées', type: 'success' }]);
    jest.advanceTimersByTime(TOAST_DURATION_MS);
    expect(shown()).toEqual([]);
  });

  it('stacks different messages, and the same words of another kind', () => {
    notify.success('Document supprimé');
    notify.error('La liste n’a pas pu être chargée.');
    notify.alert('Document supprimé');
    expect(shown()).toEqual([
      { text: 'Document supprimé', type: 'success' },
      { text: 'La liste n’a pas pu être chargée.', type: 'error' },
      { text: 'Document supprimé', type: 'alert' },
    ]);
  });
});
