import { ApiError, getSidebarSlot, setSidebarSlot, useSessionStore } from '@lexdesk/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { deleteLawyer, listFirmLawyers, setFirmAdmin } from '../../../api/office';
import { renderScreen } from '../../../common/test/render';
import {
  adminLawyer,
  LAWYER_ID,
  makeAdmin,
  makeClient,
  makeUser,
  ordinaryLawyer,
  resetStores,
  toasts,
} from '../../../common/test/session';
import { LawyerSidebar } from './LawyerSidebar';

jest.mock('../../../api/office', () => ({
  listFirmLawyers: jest.fn(),
  setFirmAdmin: jest.fn(),
  deleteLawyer: jest.fn(),
}));

const listMock = jest.mocked(listFirmLawyers);
const setAdminMock = jest.mocked(setFirmAdmin);
const deleteMock = jest.mocked(deleteLawyer);
const loadSpy = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  listMock.mockResolvedValue([adminLawyer, ordinaryLawyer]);
  resetStores(makeAdmin());
  loadSpy.mockResolvedValue(null);
  useSessionStore.setState({ load: loadSpy });
});

async function openPanel(lawyerId: number) {
  act(() => setSidebarSlot('lawyer', { id: lawyerId }));
  const rendered = renderScreen(<LawyerSidebar />, { path: '/office/lawyers' });
  await screen.findByRole('heading', { level: 2, name: lawyerId === LAWYER_ID ? 'Louise Martin' : 'Claire Dubois' });
  return rendered;
}

const transferButton = () => screen.getByRole('button', { name: "Transférer le rôle d'administrateur" });

describe('lawyer panel: access', () => {
  it('names the choice a hand-over, and transfers only once the dialog saying what is lost is confirmed', async () => {
    setAdminMock.mockResolvedValue(makeClient({ admin_id: LAWYER_ID }));
    const { user } = await openPanel(LAWYER_ID);
    const access = screen.getByRole('group', { name: 'Accès' });
    expect(access).toHaveAccessibleDescription(
      'Le cabinet a un seul administrateur\u00a0: choisir «\u00a0Administrateur\u00a0» pour Louise Martin lui transfère votre rôle.',
    );
    expect(screen.getByRole('radio', { name: 'Utilisateur' })).toBeChecked();
    expect(transferButton()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Administrateur' }));
    expect(transferButton()).toBeEnabled();
    // Back to the saved choice: nothing to transfer.
    await user.click(screen.getByRole('radio', { name: 'Utilisateur' }));
    expect(transferButton()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Administrateur' }));
    await user.click(transferButton());
    const dialog = screen.getByRole('dialog', { name: "Transférer le rôle d'administrateur à Louise Martin\u202f?" });
    expect(dialog).toHaveTextContent(/vous ne pourrez plus inviter ni supprimer d'avocats/);
    expect(dialog).toHaveTextContent(/Seul Louise Martin pourra vous rendre ce rôle/);
    expect(setAdminMock).not.toHaveBeenCalled();
    // The safe action has the focus: a stray Enter keeps the role.
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Transférer le rôle' }));
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: 'Changement enregistré' }]));
    expect(setAdminMock).toHaveBeenCalledWith(LAWYER_ID);
    // The firm's lawyers are read again (every slot showing them follows), and so is the session user.
    expect(listMock).toHaveBeenCalledTimes(2);
    expect(loadSpy).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the role when the hand-over is cancelled', async () => {
    const { user } = await openPanel(LAWYER_ID);
    await user.click(screen.getByRole('radio', { name: 'Administrateur' }));
    await user.click(transferButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(setAdminMock).not.toHaveBeenCalled();
    // The choice stays staged: the administrator may still confirm it.
    expect(transferButton()).toBeEnabled();
  });

  it("shows the server's refusal of a hand-over as an error toast and closes the dialog", async () => {
    setAdminMock.mockRejectedValue(new ApiError({ status: 422, code: 'validation', message: 'Refusé par le serveur' }));
    const { user } = await openPanel(LAWYER_ID);
    await user.click(screen.getByRole('radio', { name: 'Administrateur' }));
    await user.click(transferButton());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Transférer le rôle' }));
    await waitFor(() => expect(toasts()).toEqual([{ type: 'error', text: 'Error: Refusé par le serveur' }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loadSpy).not.toHaveBeenCalled();
  });

  it('drops the staged choice when the panel is left', async () => {
    const { user, unmount } = await openPanel(LAWYER_ID);
    await user.click(screen.getByRole('radio', { name: 'Administrateur' }));
    unmount();
    await openPanel(LAWYER_ID);
    expect(screen.getByRole('radio', { name: 'Utilisateur' })).toBeChecked();
    expect(transferButton()).toBeDisabled();
  });

  it('drops the staged choice when another lawyer is chosen', async () => {
    listMock.mockResolvedValue([
      adminLawyer,
      ordinaryLawyer,
      { ...ordinaryLawyer, id: 12, name: 'Marc Lambert', email: 'marc@cabinet.test' },
    ]);
    const { user } = await openPanel(LAWYER_ID);
    await user.click(screen.getByRole('radio', { name: 'Administrateur' }));
    act(() => setSidebarSlot('lawyer', { id: 12 }));
    await screen.findByRole('heading', { level: 2, name: 'Marc Lambert' });
    expect(screen.getByRole('radio', { name: 'Utilisateur' })).toBeChecked();
    expect(transferButton()).toBeDisabled();
  });

  it("keeps the administrator's own access fixed: the role moves by choosing another lawyer", async () => {
    await openPanel(adminLawyer.id);
    expect(screen.getByRole('radio', { name: 'Administrateur' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Utilisateur' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: "Transférer le rôle d'administrateur" })).not.toBeInTheDocument();
  });
});

describe('lawyer panel: deletion', () => {
  it('deletes an ordinary lawyer after a confirmation', async () => {
    deleteMock.mockResolvedValue({ id: LAWYER_ID, reassigned_cases: 2 });
    const { user } = await openPanel(LAWYER_ID);
    await user.click(screen.getByRole('button', { name: 'Supprimer le compte' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer le compte de Louise Martin ?' });
    expect(deleteMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le compte' }));
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: 'Le compte a été supprimé' }]));
    expect(deleteMock).toHaveBeenCalledWith(LAWYER_ID);
    expect(getSidebarSlot('lawyer')).toBeNull();
    await waitFor(() => expect(listMock).toHaveBeenCalledTimes(2));
  });

  it('deletes nothing when the confirmation is cancelled', async () => {
    const { user } = await openPanel(LAWYER_ID);
    await user.click(screen.getByRole('button', { name: 'Supprimer le compte' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(deleteMock).not.toHaveBeenCalled();
  });

  it('never offers to delete the current administrator', async () => {
    await openPanel(adminLawyer.id);
    expect(screen.queryByRole('button', { name: 'Supprimer le compte' })).not.toBeInTheDocument();
    expect(screen.getByText(/ne peut pas être supprimé/)).toBeInTheDocument();
  });

  it('offers a mail to support when the firm has a single lawyer', async () => {
    listMock.mockResolvedValue([adminLawyer]);
    await openPanel(adminLawyer.id);
    expect(screen.queryByRole('button', { name: 'Supprimer le compte' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Écrire au support' });
    expect(link.getAttribute('href')).toMatch(/^mailto:support@/);
  });

  it("shows the server's refusal as an error toast", async () => {
    deleteMock.mockRejectedValue(
      new ApiError({ status: 409, code: 'cannot_delete_admin', message: 'Refusé par le serveur' }),
    );
    const { user } = await openPanel(LAWYER_ID);
    await user.click(screen.getByRole('button', { name: 'Supprimer le compte' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer le compte' }));
    await waitFor(() => expect(toasts()).toEqual([{ type: 'error', text: 'Error: Refusé par le serveur' }]));
  });
});

describe('lawyer panel, for a lawyer', () => {
  it('shows who the lawyer is, without access or delete controls', async () => {
    resetStores(makeUser());
    useSessionStore.setState({ load: loadSpy });
    await openPanel(adminLawyer.id);
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Écrire au support' })).not.toBeInTheDocument();
  });
});
