import { ApiError, getSidebarSlot } from '@lexdesk/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { inviteLawyer, listFirmLawyers, searchLawyers } from '../../../api/office';
import { renderScreen } from '../../../common/test/render';
import { adminLawyer, FIRM_UUID, makeAdmin, makeUser, ordinaryLawyer, resetStores } from '../../../common/test/session';
import { LawyersPage } from './LawyersPage';

jest.mock('../../../api/office', () => ({
  listFirmLawyers: jest.fn(),
  searchLawyers: jest.fn(),
  inviteLawyer: jest.fn(),
}));

const listMock = jest.mocked(listFirmLawyers);
const searchMock = jest.mocked(searchLawyers);
const inviteMock = jest.mocked(inviteLawyer);

beforeEach(() => {
  jest.clearAllMocks();
  listMock.mockResolvedValue([adminLawyer, ordinaryLawyer]);
});

async function open(eventOptions = {}) {
  const rendered = renderScreen(<LawyersPage />, { path: '/office/lawyers', userEvent: eventOptions });
  await screen.findByRole('button', { name: /Louise Martin/ });
  return rendered;
}

/** The list's buttons, each named "name email [Admin]". */
function expectListed(names: string[]) {
  const buttons = within(screen.getByRole('list', { name: 'Avocats du cabinet' })).getAllByRole('button');
  expect(buttons).toHaveLength(names.length);
  buttons.forEach((button, index) => expect(button).toHaveAccessibleName(names[index]));
}

describe('lawyers list', () => {
  beforeEach(() => resetStores(makeAdmin()));

  it("lists the firm's lawyers with the Admin label on the administrator", async () => {
    await open();
    expect(listMock).toHaveBeenCalledWith(FIRM_UUID, expect.any(AbortSignal));
    expectListed(['Claire Dubois claire@cabinet.test Admin', 'Louise Martin louise@cabinet.test']);
  });

  it('selects the lawyer whose panel the right sidebar shows', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: /Louise Martin/ }));
    expect(getSidebarSlot('lawyer')).toEqual({ id: 11 });
    expect(screen.getByRole('button', { name: /Louise Martin/ })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('lawyers search', () => {
  beforeEach(() => {
    resetStores(makeAdmin());
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

  it('searches from 3 characters, 300 ms after the last keystroke; shorter input shows the whole list', async () => {
    searchMock.mockResolvedValue([{ id: 11, name: 'Louise Martin', lawyer_id: 11 }]);
    const { user } = await open({ advanceTimers: jest.advanceTimersByTime });
    const search = screen.getByRole('searchbox', { name: 'Rechercher un avocat' });
    await user.type(search, 'Lo');
    await wait(1000);
    expect(searchMock).not.toHaveBeenCalled();
    expect(screen.getAllByRole('button', { name: /cabinet\.test/ })).toHaveLength(2);
    await user.type(search, 'u');
    await wait(299);
    expect(searchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(searchMock).toHaveBeenCalledWith('Lou', expect.any(AbortSignal));
    await waitFor(() => expectListed(['Louise Martin louise@cabinet.test']));
    await user.type(search, '{Backspace}');
    expect(screen.getAllByRole('button', { name: /cabinet\.test/ })).toHaveLength(2);
  });

  it('alerts when the lookup fails', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    searchMock.mockRejectedValue(new ApiError({ status: 500, code: 'server', message: 'Panne' }));
    const { user } = await open({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un avocat' }), 'Lou');
    await wait(300);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error: Panne'));
    alert.mockRestore();
  });

  it('says when nothing matches', async () => {
    searchMock.mockResolvedValue([]);
    const { user } = await open({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un avocat' }), 'Zoé');
    await wait(300);
    expect(await screen.findByText('Aucun avocat ne correspond à cette recherche')).toBeInTheDocument();
  });
});

describe('invite popup', () => {
  it('is offered to the firm administrator only', async () => {
    resetStores(makeUser());
    await open();
    expect(screen.queryByRole('button', { name: 'Inviter un avocat' })).not.toBeInTheDocument();
  });

  it('goes from the form to the success message, and "invite another" resets it', async () => {
    resetStores(makeAdmin());
    inviteMock.mockResolvedValue({ email: 'marc@cabinet.test', replaced: false });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Inviter un avocat' }));
    const dialog = screen.getByRole('dialog', { name: 'Inviter un avocat' });
    const email = within(dialog).getByRole('textbox', { name: "Adresse e-mail de l'avocat" });
    const invite = within(dialog).getByRole('button', { name: 'Inviter' });
    expect(invite).toBeDisabled();
    await user.type(email, 'marc@cabinet');
    expect(invite).toBeDisabled();
    await user.type(email, '.test');
    expect(invite).toBeEnabled();
    await user.click(invite);
    expect(await within(dialog).findByRole('heading', { name: 'Invitation envoyée' })).toBeInTheDocument();
    expect(within(dialog).getByText("Un e-mail d'invitation a été envoyé à marc@cabinet.test.")).toBeInTheDocument();
    expect(inviteMock).toHaveBeenCalledWith('marc@cabinet.test');

    await user.click(within(dialog).getByRole('button', { name: 'Inviter un autre avocat' }));
    expect(within(dialog).getByRole('textbox', { name: "Adresse e-mail de l'avocat" })).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Inviter' })).toBeDisabled();
  });

  it("shows the server's message when the address already belongs to a member", async () => {
    resetStores(makeAdmin());
    inviteMock.mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'validation',
        message: '',
        errors: { email: ['Cet email est déjà associé à un compte'] },
      }),
    );
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Inviter un avocat' }));
    const dialog = screen.getByRole('dialog', { name: 'Inviter un avocat' });
    await user.type(within(dialog).getByRole('textbox'), 'louise@cabinet.test');
    await user.click(within(dialog).getByRole('button', { name: 'Inviter' }));
    expect(await within(dialog).findByText('Cet email est déjà associé à un compte')).toBeInTheDocument();
  });
});
