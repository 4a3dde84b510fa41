import { ApiError, resetPassword } from '@lexdesk/shared';
import { screen, waitFor } from '@testing-library/react';
import Reset from '../../../exposes/Reset';
import { renderPage } from '../../../test/render';

jest.mock('@lexdesk/shared/core', () => ({ ...jest.requireActual('@lexdesk/shared/core'), resetPassword: jest.fn() }));
const resetMock = jest.mocked(resetPassword);

const LINK = '/reset?email=claire%40cabinet.test&token=reset-tok';

beforeEach(() => resetMock.mockReset());

const password = () => screen.getByLabelText('Mot de passe');
const confirmation = () => screen.getByLabelText('Confirmation du mot de passe');
const submit = () => screen.getByRole('button', { name: 'Enregistrer le mot de passe' });

async function fill(user: ReturnType<typeof renderPage>['user'], first = 'nouveau-mot-de-passe', second = first) {
  await user.type(password(), first);
  await user.type(confirmation(), second);
}

describe('Reset', () => {
  it('reads the email from the query, has no selling points and no error at first', () => {
    renderPage(<Reset />, { route: LINK });
    expect(screen.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' })).toBeInTheDocument();
    expect(screen.getByText(/claire@cabinet.test/)).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('requires both fields and blocks the submit', async () => {
    const { user } = renderPage(<Reset />, { route: LINK });
    await user.click(submit());
    expect(password()).toHaveAccessibleDescription('Au moins 8 caractères. Ce champ est requis');
    expect(confirmation()).toHaveAccessibleDescription('Ce champ est requis');
    expect(submit()).toBeDisabled();
    expect(resetMock).not.toHaveBeenCalled();
  });

  it('applies the confirmation rule', async () => {
    const { user } = renderPage(<Reset />, { route: LINK });
    await fill(user, 'nouveau-mot-de-passe', 'nouveau-mot-de-pass');
    await user.click(submit());
    expect(confirmation()).toHaveAccessibleDescription('La confirmation du mot de passe ne correspond pas');
    expect(resetMock).not.toHaveBeenCalled();
    await user.type(confirmation(), 'e');
    expect(confirmation()).not.toHaveAttribute('aria-invalid');
    expect(submit()).toBeEnabled();
  });

  it('asks for 8 characters at least', async () => {
    const { user } = renderPage(<Reset />, { route: LINK });
    await fill(user, 'court');
    await user.click(submit());
    expect(password()).toHaveAccessibleDescription(/Le mot de passe doit faire au minimum 8 caractères/);
    expect(resetMock).not.toHaveBeenCalled();
  });

  it("refuses the product's words before sending, as the server would", async () => {
    const { user } = renderPage(<Reset />, { route: LINK });
    await fill(user, 'Lex-Desk-2026');
    await user.click(submit());
    expect(password()).toHaveAccessibleDescription(
      /Le mot de passe ne peut pas contenir le nom du produit \(LexDesk, demo\) ni celui de votre cabinet/,
    );
    expect(resetMock).not.toHaveBeenCalled();
  });

  it('sends email, token and both passwords, then shows the success message with a Login link', async () => {
    resetMock.mockResolvedValue(undefined);
    document.title = 'Nouveau mot de passe · LexDesk';
    const { user } = renderPage(<Reset />, { route: LINK });
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('heading', { level: 1, name: 'Mot de passe modifié' })).toHaveFocus();
    // The browser tab says it too, not the form's title any more.
    await waitFor(() => expect(document.title).toBe('Mot de passe modifié · LexDesk'));
    expect(resetMock).toHaveBeenCalledWith({
      email: 'claire@cabinet.test',
      password: 'nouveau-mot-de-passe',
      password_confirmation: 'nouveau-mot-de-passe',
      token: 'reset-tok',
    });
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['invalid_token', "Ce lien de réinitialisation n'est pas valide."],
    ['expired_token', 'Ce lien de réinitialisation a expiré.'],
  ])('maps %s to its message with a way to get a new link, then keeps the submit disabled', async (code, text) => {
    resetMock.mockRejectedValue(new ApiError({ status: 422, code, message: 'server text' }));
    const { user } = renderPage(<Reset />, { route: LINK });
    await fill(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/forgot');
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAccessibleDescription(new RegExp(text));
    await user.type(confirmation(), '{Enter}');
    expect(resetMock).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('alert')).toEqual([alert]);
  });

  it.each([
    ['without token', '/reset?email=claire%40cabinet.test'],
    ['without email', '/reset?token=reset-tok'],
  ])('says at once that a link %s is not valid, and disables the submit', async (_, route) => {
    const { user } = renderPage(<Reset />, { route });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("Ce lien de réinitialisation n'est pas valide.");
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAccessibleDescription(/Ce lien de réinitialisation n'est pas valide\./);
    await fill(user);
    await user.type(confirmation(), '{Enter}');
    expect(resetMock).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert')).toEqual([alert]);
  });

  it('shows the server message and field errors of a validation failure', async () => {
    resetMock.mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'The given data was invalid.',
        errors: { password: ['The password is too common.'] },
      }),
    );
    const { user } = renderPage(<Reset />, { route: LINK });
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(password()).toHaveAccessibleDescription('Au moins 8 caractères. The password is too common.');
  });

  it('shows errors.500 for a validation failure that carries no message of its own', async () => {
    resetMock.mockRejectedValue(new ApiError({ status: 422, code: 'validation_failed', message: '' }));
    const { user } = renderPage(<Reset />, { route: LINK });
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un problème est survenu. Veuillez réessayer plus tard.',
    );
  });

  it('shows errors.500 otherwise', async () => {
    resetMock.mockRejectedValue(new ApiError({ status: 500, code: 'http_500', message: 'boom' }));
    const { user } = renderPage(<Reset />, { route: LINK });
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un problème est survenu. Veuillez réessayer plus tard.',
    );
  });
});
