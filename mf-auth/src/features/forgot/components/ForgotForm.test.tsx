import { ApiError, forgotPassword } from '@lexdesk/shared';
import { screen } from '@testing-library/react';
import Forgot from '../../../exposes/Forgot';
import { renderPage } from '../../../test/render';

jest.mock('@lexdesk/shared/core', () => ({ ...jest.requireActual('@lexdesk/shared/core'), forgotPassword: jest.fn() }));
const forgotMock = jest.mocked(forgotPassword);

beforeEach(() => forgotMock.mockReset());

const email = () => screen.getByLabelText('Email');
const submit = () => screen.getByRole('button', { name: 'Envoyer le lien' });

describe('Forgot', () => {
  it('has no selling points', () => {
    renderPage(<Forgot />, { route: '/forgot' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('requires the email and blocks the submit', async () => {
    const { user } = renderPage(<Forgot />, { route: '/forgot' });
    await user.click(submit());
    expect(email()).toHaveAccessibleDescription('Ce champ est requis');
    expect(submit()).toBeDisabled();
    expect(forgotMock).not.toHaveBeenCalled();
  });

  it('checks the email pattern', async () => {
    const { user } = renderPage(<Forgot />, { route: '/forgot' });
    await user.type(email(), 'pas-un-email');
    await user.click(submit());
    expect(email()).toHaveAccessibleDescription("L'email n'est pas valide");
    expect(forgotMock).not.toHaveBeenCalled();
  });

  it('sends the email, then shows the success title, focused, and a link back to Login', async () => {
    forgotMock.mockResolvedValue(undefined);
    const { user } = renderPage(<Forgot />, { route: '/forgot' });
    await user.type(email(), ' claire@cabinet.test ');
    await user.click(submit());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Email envoyé' });
    expect(heading).toHaveFocus();
    expect(forgotMock).toHaveBeenCalledWith('claire@cabinet.test');
    expect(screen.getByText(/Si un compte est associé à claire@cabinet.test/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/');
  });

  it('shows errors.500 when the call fails', async () => {
    forgotMock.mockRejectedValue(new ApiError({ status: 0, code: 'network_error', message: 'x' }));
    const { user } = renderPage(<Forgot />, { route: '/forgot' });
    await user.type(email(), 'claire@cabinet.test');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un problème est survenu. Veuillez réessayer plus tard.',
    );
  });
});
