import { ApiError, useSessionStore } from '@lexdesk/shared';
import { screen, waitFor } from '@testing-library/react';
import { getClient, setClientName, setMailSystem } from '../../../api/office';
import { renderScreen } from '../../../common/test/render';
import { makeAdmin, makeClient, makeUser, resetStores, toasts } from '../../../common/test/session';
import { InformationsPage } from './InformationsPage';

jest.mock('../../../api/office', () => ({
  getClient: jest.fn(),
  setClientName: jest.fn(),
  setMailSystem: jest.fn(),
}));

const getClientMock = jest.mocked(getClient);
const setNameMock = jest.mocked(setClientName);
const setMailMock = jest.mocked(setMailSystem);

beforeEach(() => {
  jest.clearAllMocks();
  getClientMock.mockResolvedValue(makeClient());
});

async function open() {
  const rendered = renderScreen(<InformationsPage />, { path: '/office/informations' });
  await screen.findByRole('heading', { level: 1, name: 'Informations' });
  return rendered;
}

const save = () => screen.getByRole('button', { name: 'Enregistrer' });
const nameField = () => screen.getByRole('textbox', { name: 'Nom du cabinet' });

describe('informations, for the firm administrator', () => {
  beforeEach(() => resetStores(makeAdmin()));

  it('shows the name, the uuid and the sending methods, Save disabled while nothing changed', async () => {
    await open();
    expect(nameField()).toHaveValue('Cabinet Martin');
    expect(screen.getByText('5b0c7c1e-0000-4000-8000-00000000abcd')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'La boîte e-mail de chaque avocat' })).toBeChecked();
    expect(save()).toBeDisabled();
  });

  it('enables Save when the name changes, disables it again when it comes back, and posts only the name', async () => {
    setNameMock.mockResolvedValue(makeClient({ name: 'Cabinet Martin & Associés' }));
    const { user } = await open();
    await user.type(nameField(), ' & Associés');
    expect(save()).toBeEnabled();
    await user.clear(nameField());
    await user.type(nameField(), 'Cabinet Martin');
    expect(save()).toBeDisabled();
    await user.type(nameField(), ' & Associés');
    await user.click(save());
    await waitFor(() =>
      expect(toasts()).toEqual([{ type: 'success', text: 'Le nom du cabinet a bien été enregistré' }]),
    );
    expect(setNameMock).toHaveBeenCalledWith('Cabinet Martin & Associés');
    expect(setMailMock).not.toHaveBeenCalled();
    expect(save()).toBeDisabled();
    // The header reads the firm from the session user.
    expect(useSessionStore.getState().user?.client?.name).toBe('Cabinet Martin & Associés');
  });

  it('asks a valid address for the shared mailbox and posts only the sending method', async () => {
    setMailMock.mockResolvedValue(makeClient({ mail_system: 1, email_box: 'contact@cabinet.test' }));
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Une boîte e-mail commune au cabinet' }));
    const box = screen.getByRole('textbox', { name: 'Adresse de la boîte commune' });
    expect(save()).toBeDisabled();
    await user.type(box, 'contact@');
    expect(save()).toBeDisabled();
    expect(screen.getByText("L'email n'est pas valide")).toBeInTheDocument();
    await user.type(box, 'cabinet.test');
    expect(save()).toBeEnabled();
    await user.click(save());
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: 'Paramètre enregistré' }]));
    expect(setMailMock).toHaveBeenCalledWith(1, 'contact@cabinet.test');
    expect(setNameMock).not.toHaveBeenCalled();
  });

  it('shows the server message under the mailbox field', async () => {
    setMailMock.mockRejectedValue(
      new ApiError({ status: 422, code: 'validation', message: '', errors: { email: ['Adresse refusée'] } }),
    );
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Une boîte e-mail commune au cabinet' }));
    await user.type(screen.getByRole('textbox', { name: 'Adresse de la boîte commune' }), 'x@cabinet.test');
    await user.click(save());
    expect(await screen.findByText('Adresse refusée')).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('going back to the saved method disables Save', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('radio', { name: 'Une boîte e-mail commune au cabinet' }));
    await user.click(screen.getByRole('radio', { name: 'La boîte e-mail de chaque avocat' }));
    expect(save()).toBeDisabled();
  });
});

describe('informations, for a lawyer', () => {
  beforeEach(() => resetStores(makeUser()));

  it('shows the name disabled, hides the sending methods and offers no Save', async () => {
    await open();
    expect(nameField()).toBeDisabled();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  });
});
