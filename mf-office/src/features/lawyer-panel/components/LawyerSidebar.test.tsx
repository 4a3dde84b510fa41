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

const save = () => screen.getByRole('button', { name: 'Enregistrer' });

describe('lawyer panel: access', () => {
  it('stages the admin choice until Save, which posts the user id and reloads lawyers and session', async () => {
    setAdminMock.mockResolvedValue(makeClient({ admin_id: LAWYER_ID }));
    const { user } = await openPanel(LAWYER_ID);
    expect(screen.getByRole('radio', { name: 'Utilisateur' })).toBeChecked();
    expect(save()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Administrateur' }));
    expect(setAdminMock).not.toHaveBeenCalled();
    expect(save()).toBeEnabled();
    // Back to the saved choice: nothing to save.
    await user.click(screen.getByRole('radio', { name: 'Utilisateur' }));
    expect(save()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Administrateur' }));
    await user.click(save());
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: 'Changement enregistré' }]));
    expect(setAdminMock).toHaveBeenCalledWith(LAWYER_ID);
    // The firm's lawyers are read again (every slot showing them follows), and so is the session user.
    expect(listMock).toHaveBeenCalledTimes(2);
    expect(loadSpy).toHaveBeenCalled();
  });

  it('drops the staged choice when the panel is left', async () => {
    const { user, unmount } = await openPanel(LAWYER_ID);
    await user.click(screen.getByRole('radio', { name: 'Administrateur' }));
    unmount();
    await openPanel(LAWYER_ID);
    expect(screen.getByRole('radio', { name: 'Utilisateur' })).toBeChecked();
    expect(save()).toBeDisabled();
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
    expect(save()).toBeDisabled();
  });

  it("keeps the administrator's own access fixed: the role moves by choosing another lawyer", async () => {
    await openPanel(adminLawyer.id);
    expect(screen.getByRole('radio', { name: 'Administrateur' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Utilisateur' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
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
