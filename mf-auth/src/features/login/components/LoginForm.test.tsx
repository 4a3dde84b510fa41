import { ApiError, login, useSessionStore } from '@lexdesk/shared';
import { screen, waitFor } from '@testing-library/react';
import Login from '../../../exposes/Login';
import { makeUser, renderPage, resetStores } from '../../../test/render';

jest.mock('@lexdesk/shared/core', () => ({ ...jest.requireActual('@lexdesk/shared/core'), login: jest.fn() }));
const loginMock = jest.mocked(login);

beforeEach(() => {
  loginMock.mockReset();
  resetStores();
});

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Mot de passe');
const submit = () => screen.getByRole('button', { name: 'Se connecter' });

async function fillAndSubmit(
  user: ReturnType<typeof renderPage>['user'],
  mail = 'claire@cabinet.test',
  pass = 'lexdesk-demo',
) {
  await user.type(email(), mail);
  await user.type(password(), pass);
  await user.click(submit());
}

describe('Login', () => {
  it('has labelled fields with autocomplete, a link to Forgot and to Subscribe, and the selling points', () => {
    renderPage(<Login />);
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/forgot');
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/subscribe');
    const points = screen.getByRole('complementary', { name: 'Pourquoi choisir LexDesk ?' });
    expect(points.querySelectorAll('li')).toHaveLength(4);
  });

  it('tells a visitor sent by the guard to log in to continue', () => {
    renderPage(<Login />, { route: '/?redirect=%2Flegal-cases' });
    expect(screen.getByRole('status')).toHaveTextContent('Connectez-vous pour continuer.');
  });

  it('shows no notice without a redirect parameter', () => {
    renderPage(<Login />);
    expect(screen.queryByText('Connectez-vous pour continuer.')).not.toBeInTheDocument();
  });

  it('requires both fields, then blocks the submit while errors remain', async () => {
    const { user } = renderPage(<Login />);
    await user.click(submit());
    expect(email()).toHaveAccessibleDescription('Ce champ est requis');
    expect(password()).toHaveAccessibleDescription('Ce champ est requis');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(submit()).toBeDisabled();
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('puts the focus on the first field in error', async () => {
    const { user } = renderPage(<Login />);
    await user.type(email(), 'claire@cabinet.test');
    await user.click(submit());
    expect(password()).toHaveFocus();
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('sends the email without the spaces around it', async () => {
    loginMock.mockResolvedValue(makeUser());
    const { user, location } = renderPage(<Login />);
    await fillAndSubmit(user, '  claire@cabinet.test ');
    await waitFor(() => expect(location()).toBe('/legal-cases'));
    expect(loginMock).toHaveBeenCalledWith({ email: 'claire@cabinet.test', password: 'lexdesk-demo' });
  });

  it('checks the email pattern and clears the error once fixed', async () => {
    const { user } = renderPage(<Login />);
    await fillAndSubmit(user, 'claire@cabinet');
    expect(email()).toHaveAccessibleDescription("L'email n'est pas valide");
    expect(loginMock).not.toHaveBeenCalled();
    await user.type(email(), '.test');
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(submit()).toBeEnabled();
  });

  it('stores the user and goes to /legal-cases for a lawyer', async () => {
    const lawyer = makeUser();
    loginMock.mockResolvedValue(lawyer);
    const { user, location } = renderPage(<Login />);
    await fillAndSubmit(user);
    await waitFor(() => expect(location()).toBe('/legal-cases'));
    expect(loginMock).toHaveBeenCalledWith({ email: 'claire@cabinet.test', password: 'lexdesk-demo' });
    expect(useSessionStore.getState().user).toBe(lawyer);
  });

  it('goes to /admin for a super administrator', async () => {
    loginMock.mockResolvedValue(makeUser({ admin: 1 }));
    const { user, location } = renderPage(<Login />);
    await fillAndSubmit(user);
    await waitFor(() => expect(location()).toBe('/admin'));
  });

  it('follows a same-site redirect parameter, whatever the role', async () => {
    loginMock.mockResolvedValue(makeUser({ admin: 1 }));
    const { user, location } = renderPage(<Login />, { route: '/?redirect=%2Foffice%2Flawyers%3Fpage%3D2' });
    await fillAndSubmit(user);
    await waitFor(() => expect(location()).toBe('/office/lawyers?page=2'));
  });

  it.each([
    ['another site', '%2F%2Fevil.example%2Fphish'],
    ['a control character', '%2F%09%2Fexample.org'],
    ['an authentication page', '%2Freset%3Ftoken%3Dx'],
  ])('ignores a redirect parameter pointing at %s', async (_label, redirect) => {
    loginMock.mockResolvedValue(makeUser());
    const { user, location } = renderPage(<Login />, { route: `/?redirect=${redirect}` });
    await fillAndSubmit(user);
    await waitFor(() => expect(location()).toBe('/legal-cases'));
  });

  it('shows "Email ou mot de passe erroné" on a 422', async () => {
    loginMock.mockRejectedValue(
      new ApiError({ status: 422, code: 'invalid_credentials', message: 'These credentials do not match.' }),
    );
    const { user, location } = renderPage(<Login />);
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email ou mot de passe erroné');
    expect(location()).toBe('/');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('says that there were too many attempts on a 429', async () => {
    loginMock.mockRejectedValue(new ApiError({ status: 429, code: 'http_429', message: 'Too Many Requests' }));
    const { user } = renderPage(<Login />);
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives de connexion');
  });

  it('shows errors.500 on any other failure', async () => {
    loginMock.mockRejectedValue(new ApiError({ status: 500, code: 'http_500', message: 'boom' }));
    const { user } = renderPage(<Login />);
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un problème est survenu. Veuillez réessayer plus tard.',
    );
  });
});
