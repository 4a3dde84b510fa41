import { ApiError, checkInvitation, register, useSessionStore } from '@lexdesk/shared';
import { screen, waitFor } from '@testing-library/react';
import Register from '../../../exposes/Register';
import { makeUser, renderPage, resetStores } from '../../../test/render';

jest.mock('@lexdesk/shared/core', () => ({
  ...jest.requireActual('@lexdesk/shared/core'),
  register: jest.fn(),
  checkInvitation: jest.fn(),
}));
const registerMock = jest.mocked(register);
const checkMock = jest.mocked(checkInvitation);

const INVITE =
  '/register?email=nouvel.avocat%40cabinet-demo.test&token=tok123&client=6f1c2b9e-0000-4000-8000-000000000001&name=Cabinet%20D%C3%A9mo';

beforeEach(() => {
  registerMock.mockReset();
  checkMock.mockReset();
  checkMock.mockResolvedValue({
    valid: true,
    email: 'nouvel.avocat@cabinet-demo.test',
    client: { name: 'Cabinet Démo' },
  });
  resetStores();
});

const lastname = () => screen.getByLabelText('Nom');
const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Mot de passe');
const confirmation = () => screen.getByLabelText('Confirmation du mot de passe');
const submit = () => screen.getByRole('button', { name: 'Créer mon compte' });

async function fillValid(user: ReturnType<typeof renderPage>['user']) {
  if ((lastname() as HTMLInputElement).value === '') await user.type(lastname(), 'Lemaire');
  await user.type(password(), 'invitation-2026');
  await user.type(confirmation(), 'invitation-2026');
}

describe('Register (invitation)', () => {
  it('prefills the email from the query, leaves the name to the invitee, shows the firm name as text, and the selling points', async () => {
    renderPage(<Register />, { route: INVITE });
    expect(lastname()).toHaveValue('');
    expect(screen.queryByText(/6f1c2b9e/)).not.toBeInTheDocument();
    expect(email()).toHaveValue('nouvel.avocat@cabinet-demo.test');
    expect(screen.getByText('Cabinet Démo')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /cabinet/i })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Pourquoi choisir LexDesk ?' })).toBeInTheDocument();
    expect(lastname()).toHaveAttribute('autocomplete', 'family-name');
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmation()).toHaveAttribute('autocomplete', 'new-password');
    await waitFor(() => expect(checkMock).toHaveBeenCalledWith('tok123', 'nouvel.avocat@cabinet-demo.test'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('requires every field and blocks the submit while errors remain', async () => {
    const { user } = renderPage(<Register />, { route: '/register?token=tok123' });
    await user.click(submit());
    for (const field of [lastname(), email(), confirmation()])
      expect(field).toHaveAccessibleDescription('Ce champ est requis');
    expect(password()).toHaveAccessibleDescription(/Ce champ est requis/);
    expect(submit()).toBeDisabled();
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('checks the email pattern', async () => {
    const { user } = renderPage(<Register />, { route: INVITE });
    await user.clear(email());
    await user.type(email(), 'avocat@');
    await fillValid(user);
    await user.click(submit());
    expect(email()).toHaveAccessibleDescription("L'email n'est pas valide");
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('asks for 8 characters at least', async () => {
    const { user } = renderPage(<Register />, { route: INVITE });
    await user.type(password(), 'court');
    await user.type(confirmation(), 'court');
    await user.click(submit());
    expect(password()).toHaveAccessibleDescription(
      'Au moins 8 caractères. Le mot de passe doit faire au minimum 8 caractères',
    );
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('applies the confirmation rule, and clears it when the password is changed to match', async () => {
    const { user } = renderPage(<Register />, { route: INVITE });
    await user.type(lastname(), 'Lemaire');
    await user.type(password(), 'invitation-2026');
    await user.type(confirmation(), 'autre-chose');
    await user.click(submit());
    expect(confirmation()).toHaveAccessibleDescription('La confirmation du mot de passe ne correspond pas');
    expect(submit()).toBeDisabled();
    expect(registerMock).not.toHaveBeenCalled();
    await user.clear(password());
    await user.type(password(), 'autre-chose');
    expect(confirmation()).not.toHaveAttribute('aria-invalid');
    expect(submit()).toBeEnabled();
  });

  it('registers with the invitation token, stores the user and goes to /legal-cases', async () => {
    const created = makeUser({ name: 'Lemaire' });
    registerMock.mockResolvedValue(created);
    const { user, location } = renderPage(<Register />, { route: INVITE });
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/legal-cases'));
    expect(registerMock).toHaveBeenCalledWith({
      name: 'Lemaire',
      email: 'nouvel.avocat@cabinet-demo.test',
      password: 'invitation-2026',
      password_confirmation: 'invitation-2026',
      token: 'tok123',
    });
    expect(useSessionStore.getState().user).toBe(created);
  });

  it('shows the firm name check-invitation returns, not the one the link carries', async () => {
    const crafted = INVITE.replace('name=Cabinet%20D%C3%A9mo', 'name=Banque%20Pirate');
    renderPage(<Register />, { route: crafted });
    expect(await screen.findByText('Cabinet Démo')).toBeInTheDocument();
    expect(screen.queryByText(/Banque Pirate/)).not.toBeInTheDocument();
  });

  it("refuses a password holding the firm's name before sending, as the server would", async () => {
    checkMock.mockResolvedValue({
      valid: true,
      email: 'nouvel.avocat@cabinet-demo.test',
      client: { name: 'Verhaegen & Associés' },
    });
    const { user } = renderPage(<Register />, { route: INVITE });
    expect(await screen.findByText('Verhaegen & Associés')).toBeInTheDocument();
    await user.type(lastname(), 'Lemaire');
    await user.type(password(), 'verhaegen-associes-2026');
    await user.type(confirmation(), 'verhaegen-associes-2026');
    await user.click(submit());
    expect(password()).toHaveAccessibleDescription(/ni celui de votre cabinet/);
    expect(registerMock).not.toHaveBeenCalled();
  });

  it("keeps the link's firm name when the check could not be made", async () => {
    checkMock.mockRejectedValue(new ApiError({ status: 0, code: 'network_error', message: '' }));
    renderPage(<Register />, { route: INVITE });
    await waitFor(() => expect(checkMock).toHaveBeenCalled());
    expect(screen.getByText('Cabinet Démo')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  /** An unusable invitation shows its message and the way to sign in, and no form (issue 22). */
  const expectOnlyTheMessage = () => {
    expect(screen.queryByRole('button', { name: 'Créer mon compte' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/');
  };

  it('says early that an invitation was already used, drops the unverified firm name and shows no form', async () => {
    checkMock.mockRejectedValue(new ApiError({ status: 422, code: 'already_used_token', message: 'used' }));
    renderPage(<Register />, { route: INVITE });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cette invitation a déjà été utilisée');
    expect(screen.queryByText('Cabinet Démo')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toEqual([alert]);
    expectOnlyTheMessage();
  });

  it('says early that an invitation is not valid', async () => {
    checkMock.mockRejectedValue(new ApiError({ status: 422, code: 'invalid_token', message: 'invalid' }));
    renderPage(<Register />, { route: INVITE });
    expect(await screen.findByRole('alert')).toHaveTextContent("Cette invitation n'est pas valide");
    expectOnlyTheMessage();
  });

  it('says that a link without a token is not a valid invitation, without calling the server', () => {
    renderPage(<Register />, { route: '/register?email=a%40b.be&name=Banque%20Pirate' });
    expect(screen.getByRole('alert')).toHaveTextContent("Cette invitation n'est pas valide");
    expect(checkMock).not.toHaveBeenCalled();
    expect(screen.queryByText('Banque Pirate')).not.toBeInTheDocument();
    expectOnlyTheMessage();
  });

  it.each([
    ['already_used_token', 'Cette invitation a déjà été utilisée'],
    ['invalid_token', "Cette invitation n'est pas valide"],
  ])('maps the submit error %s to its message, then shows no form any more', async (code, text) => {
    registerMock.mockRejectedValue(new ApiError({ status: 422, code, message: 'server text' }));
    const { user, location } = renderPage(<Register />, { route: INVITE });
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText('server text')).not.toBeInTheDocument();
    expect(location()).toBe(INVITE);
    expectOnlyTheMessage();
    expect(registerMock).toHaveBeenCalledTimes(1);
  });

  it('shows the server message of a 422 and its field errors under the fields', async () => {
    registerMock.mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'The given data was invalid.',
        errors: {
          name: ['The name may not be greater than 255 characters.'],
          email: ['The email must be a valid email address.'],
        },
      }),
    );
    const { user } = renderPage(<Register />, { route: INVITE });
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(lastname()).toHaveAccessibleDescription('The name may not be greater than 255 characters.');
    expect(email()).toHaveAccessibleDescription('The email must be a valid email address.');
  });

  it('shows a password refused by the server (too common) under the password field', async () => {
    const COMMON =
      'Ce mot de passe est trop courant : il figure dans des listes de mots de passe divulgués ou se devine trop facilement. Veuillez en choisir un autre.';
    registerMock.mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Les données envoyées ne sont pas valides.',
        errors: { password: [COMMON] },
      }),
    );
    const { user } = renderPage(<Register />, { route: INVITE });
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(password()).toHaveAccessibleDescription(expect.stringContaining(COMMON)));
    expect(password()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows errors.500 for a 422 that carries no message of its own', async () => {
    registerMock.mockRejectedValue(new ApiError({ status: 422, code: 'http_422', message: '' }));
    const { user } = renderPage(<Register />, { route: INVITE });
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un problème est survenu. Veuillez réessayer plus tard.',
    );
  });

  it('shows errors.500 otherwise', async () => {
    registerMock.mockRejectedValue(new ApiError({ status: 500, code: 'http_500', message: 'boom' }));
    const { user } = renderPage(<Register />, { route: INVITE });
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un problème est survenu. Veuillez réessayer plus tard.',
    );
  });
});
