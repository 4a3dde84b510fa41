import { ApiError, useSessionStore } from '@lexdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { updatePicture, updateProfile } from '../../../api/account';
import { renderScreen } from '../../../common/test/render';
import { makeAdmin, makeUser, resetStores, toasts } from '../../../common/test/session';
import { ProfilePage } from './ProfilePage';

jest.mock('../../../api/account', () => ({
  updateProfile: jest.fn(),
  updatePicture: jest.fn(),
}));

const updateMock = jest.mocked(updateProfile);
const pictureMock = jest.mocked(updatePicture);

beforeAll(() => {
  // jsdom has no object URLs: the preview only needs a string.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  jest.clearAllMocks();
  resetStores(makeUser());
});

function open(locale: 'fr' | 'en' = 'fr') {
  // A file picker lets the user choose "all files": the `accept` filter is no guarantee.
  return renderScreen(<ProfilePage />, { path: '/account/profile', locale, userEvent: { applyAccept: false } });
}

const save = () => screen.getByRole('button', { name: 'Enregistrer' });
const field = (name: string) => screen.getByRole('textbox', { name });

describe('profile', () => {
  it('shows the saved values, Save disabled while nothing changed', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(field('Prénom')).toHaveValue('Louise');
    expect(field('Nom')).toHaveValue('Martin');
    expect(field('E-mail')).toHaveValue('louise@cabinet.test');
    expect(save()).toBeDisabled();
  });

  it('disables Save when a field is empty, enables it on a change', async () => {
    const { user } = open();
    await user.type(field('Prénom'), '-Marie');
    expect(save()).toBeEnabled();
    await user.clear(field('Nom'));
    expect(save()).toBeDisabled();
    expect(screen.getByText('Ce champ est requis')).toBeInTheDocument();
  });

  it('posts the three fields, refreshes the session user and says "Données enregistrées"', async () => {
    const saved = makeUser({ firstname: 'Louise-Marie', name: 'Louise-Marie Martin' });
    updateMock.mockResolvedValue(saved);
    const { user } = open();
    await user.type(field('Prénom'), '-Marie');
    await user.click(save());
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: 'Données enregistrées' }]));
    expect(updateMock).toHaveBeenCalledWith({
      firstname: 'Louise-Marie',
      lastname: 'Martin',
      email: 'louise@cabinet.test',
    });
    expect(useSessionStore.getState().user?.name).toBe('Louise-Marie Martin');
    expect(save()).toBeDisabled();
    expect(pictureMock).not.toHaveBeenCalled();
  });

  it('shows a taken address under the e-mail field', async () => {
    updateMock.mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'validation',
        message: '',
        errors: { email: ['Cet email est déjà associé à un compte'] },
      }),
    );
    const { user } = open();
    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), 'claire@cabinet.test');
    await user.click(save());
    expect(await screen.findByText('Cet email est déjà associé à un compte')).toBeInTheDocument();
  });

  it('refuses another extension with "File not supported" in the user\'s language', async () => {
    const { user } = open('en');
    const input = screen.getByLabelText('Profile picture');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg');
    expect(input).not.toHaveAttribute('multiple');
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('cv.pdf: File not supported')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/cv\.pdf: File not supported/);
    expect(screen.queryByRole('img', { name: 'Preview of the new picture' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('refuses a picture over 5 MB before sending it', async () => {
    const { user } = open();
    const big = new File(['x'.repeat(5 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Photo de profil'), big);
    expect(screen.getByText('grande.jpg : ce fichier dépasse 5 Mo')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('previews a chosen picture, uploads it on Save and shows the new one in the session', async () => {
    pictureMock.mockResolvedValue(makeUser({ profile_picture_url: '/api/user/11/picture?v=2' }));
    const { user } = open();
    const picture = new File(['png'], 'moi.PNG', { type: 'image/png' });
    // The UI kit's zone names the chosen file in the page's language (no browser "No file chosen").
    await user.upload(screen.getByLabelText('Photo de profil'), picture);
    expect(within(screen.getByRole('list', { name: 'Fichiers choisis' })).getByText('moi.PNG')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Aperçu de la nouvelle photo' })).toHaveAttribute('src', 'blob:preview');
    expect(save()).toBeEnabled();
    await user.click(save());
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: 'Données enregistrées' }]));
    expect(pictureMock).toHaveBeenCalledWith(picture);
    expect(updateMock).not.toHaveBeenCalled();
    expect(useSessionStore.getState().user?.profile_picture_url).toBe('/api/user/11/picture?v=2');
  });

  it('tells how to delete the account, and the administrator rule to administrators only', async () => {
    const { unmount } = open();
    expect(screen.getByText(/24 heures ouvrables/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^support@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.queryByText(/avant d'avoir transféré ce rôle/)).not.toBeInTheDocument();
    unmount();
    resetStores(makeAdmin());
    open();
    expect(screen.getByText(/avant d'avoir transféré ce rôle/)).toBeInTheDocument();
  });

  it('lets a chosen picture be removed before saving', async () => {
    const { user } = open();
    await user.upload(screen.getByLabelText('Photo de profil'), new File(['png'], 'moi.png', { type: 'image/png' }));
    expect(save()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Retirer moi.png' }));
    expect(screen.queryByRole('img', { name: 'Aperçu de la nouvelle photo' })).not.toBeInTheDocument();
    expect(save()).toBeDisabled();
    expect(screen.getByLabelText('Photo de profil')).toHaveFocus();
  });
});
