import { apiClient, ApiError, useLocaleStore, useNotificationStore, useSessionStore } from '@lexdesk/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellIntlProvider } from '../i18n/ShellIntlProvider';
import { lawyer } from '../test/fixtures';
import { LanguageSwitch } from './LanguageSwitch';

let postSpy: jest.SpyInstance;

beforeEach(() => {
  useLocaleStore.getState().setLocale('fr');
  useNotificationStore.setState({ items: [] });
  postSpy = jest.spyOn(apiClient, 'post').mockResolvedValue(lawyer());
});

afterEach(() => postSpy.mockRestore());

function renderSwitch() {
  render(
    <ShellIntlProvider>
      <LanguageSwitch />
    </ShellIntlProvider>,
  );
}

describe('language switch', () => {
  it('switches the interface and stores the language of a signed-in user', async () => {
    useSessionStore.setState({ status: 'authenticated', user: lawyer() });
    renderSwitch();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'nl');
    expect(useLocaleStore.getState().locale).toBe('nl');
    expect(screen.getByRole('combobox', { name: 'Taal' })).toHaveValue('nl');
    expect(postSpy).toHaveBeenCalledWith('user/language', { lang: 'nl' }, { signal: expect.any(AbortSignal) });
  });

  it('only switches the interface for a visitor', async () => {
    useSessionStore.setState({ status: 'anonymous', user: null });
    renderSwitch();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'en');
    expect(useLocaleStore.getState().locale).toBe('en');
    expect(postSpy).not.toHaveBeenCalled();
  });

  it('keeps the new language on screen and says when it could not be stored', async () => {
    postSpy.mockRejectedValue(new ApiError({ status: 500, code: 'server', message: '' }));
    useSessionStore.setState({ status: 'authenticated', user: lawyer() });
    renderSwitch();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'en');
    await waitFor(() => expect(useNotificationStore.getState().items.map(({ type }) => type)).toEqual(['error']));
    expect(useLocaleStore.getState().locale).toBe('en');
  });
});
