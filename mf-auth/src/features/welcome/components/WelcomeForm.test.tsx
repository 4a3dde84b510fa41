import { ApiError, setClientName, useNotificationStore, useSessionStore } from '@lexdesk/shared';
import { screen, waitFor } from '@testing-library/react';
import Welcome from '../../../exposes/Welcome';
import { makeClient, makeUser, renderPage, resetStores } from '../../../test/render';

jest.mock('@lexdesk/shared/core', () => ({ ...jest.requireActual('@lexdesk/shared/core'), setClientName: jest.fn() }));
const setClientNameMock = jest.mocked(setClientName);
const loadMock = jest.fn();

beforeEach(() => {
  setClientNameMock.mockReset();
  resetStores();
  loadMock.mockReset().mockResolvedValue(makeUser());
  // load() calls the API from inside the store; the test replaces it to observe the reload.
  useSessionStore.setState({ load: loadMock });
});

const companyName = () => screen.getByLabelText('Nom de votre société');
const submit = () => screen.getByRole('button', { name: 'Continuer' });
const toasts = () => useNotificationStore.getState().items;

describe('Welcome', () => {
  it('asks for the company name with the organization autocomplete and no selling points', () => {
    renderPage(<Welcome />, { route: '/welcome' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue sur LexDesk' })).toBeInTheDocument();
    expect(companyName()).toHaveAttribute('autocomplete', 'organization');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows the required error when empty (spaces count as empty) and sends nothing', async () => {
    const { user } = renderPage(<Welcome />, { route: '/welcome' });
    await user.type(companyName(), '   ');
    await user.click(submit());
    expect(companyName()).toHaveAccessibleDescription('Ce champ est requis');
    expect(companyName()).toHaveAttribute('aria-invalid', 'true');
    expect(submit()).toBeDisabled();
    expect(setClientNameMock).not.toHaveBeenCalled();
  });

  it('saves the name, reloads the user, says so and goes to /legal-cases', async () => {
    setClientNameMock.mockResolvedValue(makeClient());
    const { user, location } = renderPage(<Welcome />, { route: '/welcome' });
    await user.type(companyName(), ' Cabinet Martin ');
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/legal-cases'));
    expect(setClientNameMock).toHaveBeenCalledWith('Cabinet Martin');
    expect(loadMock).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([
      expect.objectContaining({ type: 'success', text: 'Le nom de votre société a bien été enregistré' }),
    ]);
  });

  it('shows the server error message under the field', async () => {
    setClientNameMock.mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'The given data was invalid.',
        errors: { name: ['Ce nom est trop long.'] },
      }),
    );
    const { user, location } = renderPage(<Welcome />, { route: '/welcome' });
    await user.type(companyName(), 'Cabinet');
    await user.click(submit());
    await waitFor(() => expect(companyName()).toHaveAccessibleDescription('Ce nom est trop long.'));
    expect(companyName()).toHaveFocus();
    expect(location()).toBe('/welcome');
    expect(toasts()).toEqual([]);
    expect(loadMock).not.toHaveBeenCalled();
  });

  it('uses the server message under the field when a 422 has no field errors', async () => {
    setClientNameMock.mockRejectedValue(
      new ApiError({ status: 422, code: 'validation_failed', message: 'Nom refusé' }),
    );
    const { user } = renderPage(<Welcome />, { route: '/welcome' });
    await user.type(companyName(), 'Cabinet');
    await user.click(submit());
    await waitFor(() => expect(companyName()).toHaveAccessibleDescription('Nom refusé'));
  });

  it('shows errors.500 above the form for a 422 with neither field error nor message', async () => {
    setClientNameMock.mockRejectedValue(new ApiError({ status: 422, code: 'http_422', message: '' }));
    const { user } = renderPage(<Welcome />, { route: '/welcome' });
    await user.type(companyName(), 'Cabinet');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un problème est survenu. Veuillez réessayer plus tard.',
    );
    expect(companyName()).not.toHaveAttribute('aria-invalid');
  });

  it('shows errors.500 above the form for other failures', async () => {
    setClientNameMock.mockRejectedValue(new ApiError({ status: 500, code: 'http_500', message: 'boom' }));
    const { user } = renderPage(<Welcome />, { route: '/welcome' });
    await user.type(companyName(), 'Cabinet');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un problème est survenu. Veuillez réessayer plus tard.',
    );
    expect(companyName()).not.toHaveAttribute('aria-invalid');
  });
});
