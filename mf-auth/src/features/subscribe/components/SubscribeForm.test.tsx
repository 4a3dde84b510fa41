import { ApiError, PRIVACY_VERSION, register, registerCheck, TERMS_VERSION, useSessionStore } from '@lexdesk/shared';
import { screen, waitFor } from '@testing-library/react';
import Subscribe from '../../../exposes/Subscribe';
import { makeUser, renderPage, resetStores } from '../../../test/render';

jest.mock('@lexdesk/shared/core', () => ({
  ...jest.requireActual('@lexdesk/shared/core'),
  register: jest.fn(),
  registerCheck: jest.fn(),
}));
const registerMock = jest.mocked(register);
const checkMock = jest.mocked(registerCheck);

beforeEach(() => {
  registerMock.mockReset();
  checkMock.mockReset();
  checkMock.mockResolvedValue({ available: true });
  resetStores();
  delete window.__LEXDESK_CONFIG__;
});

const firstname = () => screen.getByLabelText('Prénom');
const lastname = () => screen.getByLabelText('Nom');
const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Mot de passe');
const terms = () => screen.getByRole('checkbox', { name: /conditions générales d'utilisation/ });
const privacy = () => screen.getByRole('checkbox', { name: /charte de vie privée/ });
const submit = () => screen.getByRole('button', { name: 'Créer mon compte' });

type User = ReturnType<typeof renderPage>['user'];

async function fillFields(user: User, mail = 'anne@martin-avocats.be', pass = 'un-mot-de-passe-solide') {
  await user.type(firstname(), 'Anne');
  await user.type(lastname(), 'Martin');
  await user.type(email(), mail);
  await user.type(password(), pass);
}

async function tickBoth(user: User) {
  await user.click(terms());
  await user.click(privacy());
}

describe('Subscribe', () => {
  it('has labelled fields with autocomplete and the selling points', () => {
    renderPage(<Subscribe />, { route: '/subscribe' });
    expect(screen.getByRole('heading', { level: 1, name: 'Créer votre compte' })).toBeInTheDocument();
    expect(firstname()).toHaveAttribute('autocomplete', 'given-name');
    expect(lastname()).toHaveAttribute('autocomplete', 'family-name');
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('complementary', { name: 'Pourquoi choisir LexDesk ?' })).toBeInTheDocument();
  });

  it('links the terms and the privacy policy from the runtime configuration, in a new tab', () => {
    window.__LEXDESK_CONFIG__ = {
      legalLinks: {
        terms: 'https://lexdesk.be/cgu',
        privacy: 'https://lexdesk.be/vie-privee',
        cookies: '',
        notices: '',
      },
    };
    renderPage(<Subscribe />, { route: '/subscribe' });
    const termsLink = screen.getByRole('link', {
      name: /conditions générales d'utilisation \(s'ouvre dans un nouvel onglet\)/,
    });
    expect(termsLink).toHaveAttribute('href', 'https://lexdesk.be/cgu');
    expect(termsLink).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /charte de vie privée/ })).toHaveAttribute(
      'href',
      'https://lexdesk.be/vie-privee',
    );
  });

  it('keeps the submit disabled until both boxes are ticked, and says why', async () => {
    const { user } = renderPage(<Subscribe />, { route: '/subscribe' });
    await fillFields(user);
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAccessibleDescription(/Acceptez les conditions générales et la charte de vie privée/);
    await user.click(terms());
    expect(submit()).toBeDisabled();
    await user.click(privacy());
    expect(submit()).toBeEnabled();
    await user.click(terms());
    expect(submit()).toBeDisabled();
    expect(registerMock).not.toHaveBeenCalled();
  });

  it('says that the terms must be accepted when the box is unticked', async () => {
    const { user } = renderPage(<Subscribe />, { route: '/subscribe' });
    await user.click(terms());
    expect(terms()).not.toHaveAttribute('aria-invalid');
    await user.click(terms());
    expect(terms()).toHaveAttribute('aria-invalid', 'true');
    expect(terms()).toHaveAccessibleDescription('Vous devez accepter nos conditions générales');
  });

  it('says that the privacy policy must be accepted when the box is unticked', async () => {
    const { user } = renderPage(<Subscribe />, { route: '/subscribe' });
    await user.click(privacy());
    await user.click(privacy());
    expect(privacy()).toHaveAccessibleDescription('Vous devez accepter notre charte de vie privée');
  });

  it('requires every field and blocks the submit while errors remain', async () => {
    const { user } = renderPage(<Subscribe />, { route: '/subscribe' });
    await tickBoth(user);
    await user.click(submit());
    for (const field of [firstname(), lastname(), email()])
      expect(field).toHaveAccessibleDescription('Ce champ est requis');
    expect(password()).toHaveAccessibleDescription('Au moins 8 caractères. Ce champ est requis');
    expect(submit()).toBeDisabled();
    expect(registerMock).not.toHaveBeenCalled();
    await fillFields(user);
    expect(submit()).toBeEnabled();
  });

  it('checks the email pattern and the password length', async () => {
    const { user } = renderPage(<Subscribe />, { route: '/subscribe' });
    await fillFields(user, 'anne.martin-avocats.be', '1234567');
    await tickBoth(user);
    await user.click(submit());
    expect(email()).toHaveAccessibleDescription("L'email n'est pas valide");
    expect(password()).toHaveAccessibleDescription(/Le mot de passe doit faire au minimum 8 caractères/);
    expect(registerMock).not.toHaveBeenCalled();
    await user.type(password(), '8');
    expect(password()).not.toHaveAttribute('aria-invalid');
  });

  it('creates the account, stores the user and goes to /welcome', async () => {
    const created = makeUser({ name: 'Anne Martin' });
    registerMock.mockResolvedValue(created);
    const { user, location } = renderPage(<Subscribe />, { route: '/subscribe' });
    await fillFields(user);
    await tickBoth(user);
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/welcome'));
    expect(registerMock).toHaveBeenCalledWith({
      firstname: 'Anne',
      lastname: 'Martin',
      email: 'anne@martin-avocats.be',
      password: 'un-mot-de-passe-solide',
      password_confirmation: 'un-mot-de-passe-solide',
      terms_version: TERMS_VERSION,
      privacy_version: PRIVACY_VERSION,
    });
    expect(useSessionStore.getState().user).toBe(created);
  });

  it.each([
    ['the code email_taken', new ApiError({ status: 422, code: 'email_taken', message: 'Adresse déjà utilisée' })],
    [
      'the server message only',
      new ApiError({ status: 422, code: 'validation_failed', message: 'The email has already been taken.' }),
    ],
  ])('shows the email-taken message under the email field for %s', async (_label, error) => {
    registerMock.mockRejectedValue(error);
    const { user, location } = renderPage(<Subscribe />, { route: '/subscribe' });
    await fillFields(user);
    await tickBoth(user);
    await user.click(submit());
    await waitFor(() => expect(email()).toHaveAccessibleDescription('Cet email est déjà associé à un compte'));
    expect(screen.queryByText('The email has already been taken.')).not.toBeInTheDocument();
    expect(location()).toBe('/subscribe');
    expect(submit()).toBeDisabled();
  });

  it('shows errors.500 for any other failure', async () => {
    registerMock.mockRejectedValue(
      new ApiError({ status: 422, code: 'validation_failed', message: 'The password is too weak.' }),
    );
    const { user } = renderPage(<Subscribe />, { route: '/subscribe' });
    await fillFields(user);
    await tickBoth(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Un problème est survenu. Veuillez réessayer plus tard.',
    );
    expect(email()).not.toHaveAttribute('aria-invalid');
  });
  it("puts the server's 422 field errors under their fields, the password's first of all", async () => {
    const COMMON =
      'Ce mot de passe est trop courant : il figure dans des listes de mots de passe divulgués ou se devine trop facilement. Veuillez en choisir un autre.';
    registerMock.mockRejectedValueOnce(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Les données envoyées ne sont pas valides.',
        errors: { password: [COMMON], password_confirmation: ['ignored: the form has no confirmation field'] },
      }),
    );
    const { user, location } = renderPage(<Subscribe />, { route: '/subscribe' });
    await fillFields(user, 'anne@martin-avocats.be', 'motdepasse');
    await tickBoth(user);
    await user.click(submit());
    await waitFor(() => expect(password()).toHaveAccessibleDescription(`Au moins 8 caractères. ${COMMON}`));
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(location()).toBe('/subscribe');
    expect(submit()).toBeDisabled();

    // Another password clears the server's message and lets the form be sent again.
    registerMock.mockResolvedValueOnce(makeUser());
    await user.clear(password());
    await user.type(password(), 'un-mot-de-passe-solide');
    expect(password()).not.toHaveAttribute('aria-invalid');
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/welcome'));
  });

  it('puts a name error of a 422 under the last name field', async () => {
    registerMock.mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Les données envoyées ne sont pas valides.',
        errors: { lastname: ["Ce champ n'est pas valide"] },
      }),
    );
    const { user } = renderPage(<Subscribe />, { route: '/subscribe' });
    await fillFields(user);
    await tickBoth(user);
    await user.click(submit());
    await waitFor(() => expect(lastname()).toHaveAccessibleDescription("Ce champ n'est pas valide"));
    expect(lastname()).toHaveFocus();
  });
});

describe('Subscribe: register-check when the email field loses focus', () => {
  const TAKEN = 'Cet email est déjà associé à un compte';

  it('says under the field that a valid address is already taken, and still lets the server decide', async () => {
    checkMock.mockResolvedValue({ available: false });
    registerMock.mockResolvedValue(makeUser());
    const { user, location } = renderPage(<Subscribe />, { route: '/subscribe' });
    await user.type(email(), ' anne@martin-avocats.be');
    await user.tab();
    expect(checkMock).toHaveBeenCalledWith('anne@martin-avocats.be');
    await waitFor(() => expect(email()).toHaveAccessibleDescription(TAKEN));
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    await user.type(firstname(), 'Anne');
    await user.type(lastname(), 'Martin');
    await user.type(password(), 'un-mot-de-passe-solide');
    await tickBoth(user);
    expect(submit()).toBeEnabled();
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/welcome'));
    expect(registerMock).toHaveBeenCalledTimes(1);
  });

  it('drops the message once the address is changed, and asks again for the new one', async () => {
    checkMock.mockResolvedValueOnce({ available: false }).mockResolvedValueOnce({ available: true });
    const { user } = renderPage(<Subscribe />, { route: '/subscribe' });
    await user.type(email(), 'anne@martin-avocats.be');
    await user.tab();
    await waitFor(() => expect(email()).toHaveAccessibleDescription(TAKEN));
    await user.type(email(), 'x');
    expect(email()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(checkMock).toHaveBeenLastCalledWith('anne@martin-avocats.bex');
    await waitFor(() => expect(checkMock).toHaveBeenCalledTimes(2));
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('says nothing when the address is available', async () => {
    const { user } = renderPage(<Subscribe />, { route: '/subscribe' });
    await user.type(email(), 'anne@martin-avocats.be');
    await user.tab();
    await waitFor(() => expect(checkMock).toHaveBeenCalledTimes(1));
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(TAKEN)).not.toBeInTheDocument();
  });

  it.each(['', 'anne@', 'anne.martin-avocats.be'])('does not ask for an empty or invalid address %p', async (value) => {
    const { user } = renderPage(<Subscribe />, { route: '/subscribe' });
    await user.click(email());
    if (value) await user.type(email(), value);
    await user.tab();
    expect(checkMock).not.toHaveBeenCalled();
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['a 429', new ApiError({ status: 429, code: 'too_many_attempts', message: 'Too Many Attempts.' })],
    ['a network failure', new ApiError({ status: 0, code: 'network_error', message: '' })],
  ])('ignores %s of the check', async (_label, error) => {
    checkMock.mockRejectedValue(error);
    const { user } = renderPage(<Subscribe />, { route: '/subscribe' });
    await user.type(email(), 'anne@martin-avocats.be');
    await user.tab();
    await waitFor(() => expect(checkMock).toHaveBeenCalledTimes(1));
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Too Many Attempts.')).not.toBeInTheDocument();
  });
});
