import { apiClient } from '@lexdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { getClient, setIntegrations } from '../../../api/office';
import { renderScreen } from '../../../common/test/render';
import { makeAdmin, makeClient, makeUser, resetStores, toasts } from '../../../common/test/session';
import { ApplicationsPage } from './ApplicationsPage';

jest.mock('../../../api/office', () => ({
  getClient: jest.fn(),
  setIntegrations: jest.fn(),
}));

const getClientMock = jest.mocked(getClient);
const setMock = jest.mocked(setIntegrations);

/** The operator's details (GET /public/legal-notice), with this address or none. */
function operatorWith(email: string | null) {
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation((path) =>
      path === 'public/legal-notice'
        ? Promise.resolve({ email } as never)
        : Promise.reject(new Error(`unexpected GET ${path}`)),
    );
}

beforeEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
  getClientMock.mockResolvedValue(makeClient({ uses_kleos: 0, uses_dioxa: 1 }));
  operatorWith('exploitant@lexdesk.example');
});

async function open() {
  const rendered = renderScreen(<ApplicationsPage />, { path: '/account/applications' });
  await screen.findByRole('switch', { name: 'Kleos (Wolters Kluwer)' });
  return rendered;
}

const kleos = () => screen.getByRole('switch', { name: 'Kleos (Wolters Kluwer)' });
const dioxa = () => screen.getByRole('switch', { name: 'Dioxa' });
const save = () => screen.getByRole('button', { name: 'Enregistrer' });

describe('applications, for the firm administrator', () => {
  beforeEach(() => resetStores(makeAdmin()));

  it('shows the two switches as saved, Save enabled only while one differs', async () => {
    const { user } = await open();
    // Grouped under one legend, like every other choice of the office screens.
    const group = screen.getByRole('group', { name: 'Intégrations' });
    expect(within(group).getAllByRole('switch')).toHaveLength(2);
    expect(kleos()).not.toBeChecked();
    expect(dioxa()).toBeChecked();
    expect(save()).toBeDisabled();
    await user.click(kleos());
    expect(save()).toBeEnabled();
    await user.click(kleos());
    expect(save()).toBeDisabled();
  });

  it('says what a switch does: LexDesk connects nothing by itself, the operator is told and sets it up', async () => {
    await open();
    expect(await screen.findByText(/n'échange pas encore de données avec ce logiciel par lui-même/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'exploitant@lexdesk.example' })).toHaveAttribute(
      'href',
      'mailto:exploitant@lexdesk.example',
    );
  });

  it('sends the firm to the operator when the installation names none', async () => {
    operatorWith(null);
    await open();
    expect(await screen.findByText(/contactez l'exploitant de cette installation/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  it('posts only the changed flag', async () => {
    setMock.mockResolvedValue(makeClient({ uses_kleos: 1, uses_dioxa: 1 }));
    const { user } = await open();
    await user.click(kleos());
    await user.click(save());
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: 'Paramètre enregistré' }]));
    expect(setMock).toHaveBeenCalledWith({ uses_kleos: 1 });
    expect(save()).toBeDisabled();
  });

  it('reverts unsaved edits when the page is left', async () => {
    const { user, unmount } = await open();
    await user.click(kleos());
    unmount();
    await open();
    expect(kleos()).not.toBeChecked();
    expect(setMock).not.toHaveBeenCalled();
  });
});

describe('applications, for a lawyer', () => {
  it('shows the switches read-only', async () => {
    resetStores(makeUser());
    await open();
    expect(kleos()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  });
});
