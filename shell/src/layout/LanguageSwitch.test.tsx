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

/** Opens the switch and clicks a language, as a pointer user does. */
async function choose(label: string, language: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(screen.getByRole('option', { name: language }));
}

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
    await choose('Langue', 'Nederlands');
    expect(useLocaleStore.getState().locale).toBe('nl');
    expect(screen.getByRole('combobox', { name: 'Taal' })).toHaveTextContent('Nederlands');
    expect(postSpy).toHaveBeenCalledWith('user/language', { lang: 'nl' }, { signal: expect.any(AbortSignal) });
  });

  it('only switches the interface for a visitor', async () => {
    useSessionStore.setState({ status: 'anonymous', user: null });
    renderSwitch();
    await choose('Langue', 'English');
    expect(useLocaleStore.getState().locale).toBe('en');
    expect(postSpy).not.toHaveBeenCalled();
  });

  it('is the kit dropdown: each language named in itself, chosen with the keyboard too', async () => {
    useSessionStore.setState({ status: 'anonymous', user: null });
    renderSwitch();
    const combobox = screen.getByRole('combobox', { name: 'Langue' });
    expect(combobox).toHaveTextContent('Français');
    await userEvent.click(combobox);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['Français', 'fr'],
      ['English', 'en'],
      ['Nederlands', 'nl'],
    ]);
    await userEvent.keyboard('{Escape}');
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(useLocaleStore.getState().locale).toBe('nl');
    expect(screen.getByRole('combobox', { name: 'Taal' })).toHaveFocus();
  });

  it('keeps the new language on screen and says when it could not be stored', async () => {
    postSpy.mockRejectedValue(new ApiError({ status: 500, code: 'server', message: '' }));
    useSessionStore.setState({ status: 'authenticated', user: lawyer() });
    renderSwitch();
    await choose('Langue', 'English');
    await waitFor(() => expect(useNotificationStore.getState().items.map(({ type }) => type)).toEqual(['error']));
    expect(useLocaleStore.getState().locale).toBe('en');
  });
});
