import { ApiError, getSidebarSlot } from '@lexdesk/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  inviteLawyer,
  listFirmLawyers,
  listInvitations,
  resendInvitation,
  revokeInvitation,
  searchLawyers,
  type PendingInvitation,
} from '../../../api/office';
import { renderScreen } from '../../../common/test/render';
import {
  adminLawyer,
  FIRM_UUID,
  makeAdmin,
  makeClient,
  makeUser,
  ordinaryLawyer,
  resetStores,
  toasts,
} from '../../../common/test/session';
import { LawyersPage } from './LawyersPage';

jest.mock('../../../api/office', () => ({
  listFirmLawyers: jest.fn(),
  searchLawyers: jest.fn(),
  inviteLawyer: jest.fn(),
  listInvitations: jest.fn(),
  resendInvitation: jest.fn(),
  revokeInvitation: jest.fn(),
}));

const listMock = jest.mocked(listFirmLawyers);
const searchMock = jest.mocked(searchLawyers);
const inviteMock = jest.mocked(inviteLawyer);
const invitationsMock = jest.mocked(listInvitations);
const resendMock = jest.mocked(resendInvitation);
const revokeMock = jest.mocked(revokeInvitation);

const pendingInvitation: PendingInvitation = {
  id: 41,
  email: 'marc@cabinet.test',
  created_at: '2026-11-20T09:00:00.000Z',
  expires_at: '2026-11-27T09:00:00.000Z',
  expired: false,
};
const expiredInvitation: PendingInvitation = {
  id: 40,
  email: 'ancien@cabinet.test',
  created_at: '2026-10-01T09:00:00.000Z',
  expires_at: '2026-10-08T09:00:00.000Z',
  expired: true,
};
const PAST_TRIAL = makeClient({ subscription_status: 'none', trial_ends_at: '2026-10-01T10:00:00.000Z' });
const subscriptionRequired = () =>
  new ApiError({ status: 402, code: 'subscription_required', message: "Votre période d'essai est terminée" });

beforeEach(() => {
  jest.clearAllMocks();
  listMock.mockResolvedValue([adminLawyer, ordinaryLawyer]);
  invitationsMock.mockResolvedValue([]);
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

  it('says when the address had an invitation already: a new link, the old one dead', async () => {
    resetStores(makeAdmin());
    inviteMock.mockResolvedValue({ email: 'marc@cabinet.test', replaced: true });
    const { user } = await open();
    expect(invitationsMock).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Inviter un avocat' }));
    const dialog = screen.getByRole('dialog', { name: 'Inviter un avocat' });
    await user.type(within(dialog).getByRole('textbox'), 'marc@cabinet.test');
    await user.click(within(dialog).getByRole('button', { name: 'Inviter' }));
    expect(await within(dialog).findByRole('heading', { name: 'Nouvelle invitation envoyée' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      "Une invitation était déjà en attente pour marc@cabinet.test : un nouveau lien lui a été envoyé et l'ancien ne fonctionne plus.",
    );
    // The pending invitations under the list are read again.
    await waitFor(() => expect(invitationsMock).toHaveBeenCalledTimes(2));
  });

  it('past the trial, explains that invitations wait for a subscription instead of showing a form', async () => {
    resetStores(makeAdmin({ client: PAST_TRIAL }));
    const { user, pathname } = renderScreen(<LawyersPage />, {
      path: '/office/lawyers',
      others: [{ path: '/subscription/plans', element: <p>plans</p> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Inviter un avocat' }));
    const dialog = screen.getByRole('dialog', { name: 'Inviter un avocat' });
    expect(within(dialog).getByText("La période d'essai de votre cabinet est terminée")).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Choisir un abonnement' }));
    expect(pathname()).toBe('/subscription/plans');
    expect(inviteMock).not.toHaveBeenCalled();
  });

  it('explains a refusal for want of a subscription (the trial ended since the page was loaded), no error toast', async () => {
    resetStores(makeAdmin());
    inviteMock.mockRejectedValue(subscriptionRequired());
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Inviter un avocat' }));
    const dialog = screen.getByRole('dialog', { name: 'Inviter un avocat' });
    await user.type(within(dialog).getByRole('textbox'), 'marc@cabinet.test');
    await user.click(within(dialog).getByRole('button', { name: 'Inviter' }));
    expect(await within(dialog).findByRole('link', { name: 'Choisir un abonnement' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
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

describe('pending invitations', () => {
  beforeEach(() => resetStores(makeAdmin()));

  const section = () => screen.getByRole('region', { name: 'Invitations en attente' });

  it('lists them under the lawyers with when each was sent and until when its link works', async () => {
    invitationsMock.mockResolvedValue([pendingInvitation, expiredInvitation]);
    await open();
    await screen.findByRole('region', { name: 'Invitations en attente' });
    expect(invitationsMock).toHaveBeenCalledWith(FIRM_UUID, expect.any(AbortSignal));
    const rows = within(section()).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('marc@cabinet.test');
    expect(rows[0]).toHaveTextContent("Envoyée le 20/11/2026 · valable jusqu'au 27/11/2026");
    expect(rows[1]).toHaveTextContent('ancien@cabinet.test');
    expect(rows[1]).toHaveTextContent('Expirée');
    expect(rows[1]).toHaveTextContent('Envoyée le 01/10/2026 · expirée le 08/10/2026');
    expect(section()).toHaveTextContent(/occupe une place de votre formule/);
  });

  it('shows nothing when none waits, and nothing of them to a lawyer', async () => {
    const { unmount } = await open();
    expect(screen.queryByRole('region', { name: 'Invitations en attente' })).not.toBeInTheDocument();
    unmount();
    resetStores(makeUser());
    invitationsMock.mockClear();
    await open();
    expect(invitationsMock).not.toHaveBeenCalled();
  });

  it('resends one: a new mail, a toast naming the address, the list read again', async () => {
    invitationsMock.mockResolvedValue([pendingInvitation]);
    resendMock.mockResolvedValue({ ...pendingInvitation, id: 42 });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: "Renvoyer l'invitation à marc@cabinet.test" }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ type: 'success', text: 'Invitation renvoyée à marc@cabinet.test' }]),
    );
    expect(resendMock).toHaveBeenCalledWith(41);
    expect(invitationsMock).toHaveBeenCalledTimes(2);
  });

  it('revokes one after a confirmation saying the link dies and the seat is freed', async () => {
    invitationsMock.mockResolvedValue([pendingInvitation]);
    revokeMock.mockResolvedValue({ id: 41, email: 'marc@cabinet.test' });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: "Retirer l'invitation de marc@cabinet.test" }));
    const dialog = screen.getByRole('dialog', { name: "Retirer l'invitation de marc@cabinet.test\u202f?" });
    expect(dialog).toHaveTextContent(/Le lien envoyé ne fonctionnera plus/);
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(revokeMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: "Retirer l'invitation de marc@cabinet.test" }));
    invitationsMock.mockResolvedValue([]);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: "Retirer l'invitation" }));
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: 'Invitation retirée' }]));
    expect(revokeMock).toHaveBeenCalledWith(41);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Invitations en attente' })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's refusal (accepted meanwhile) and reads the list again", async () => {
    invitationsMock.mockResolvedValue([pendingInvitation]);
    resendMock.mockRejectedValue(
      new ApiError({ status: 409, code: 'invitation_used', message: 'Cette invitation a déjà été acceptée' }),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: "Renvoyer l'invitation à marc@cabinet.test" }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ type: 'error', text: 'Error: Cette invitation a déjà été acceptée' }]),
    );
    expect(invitationsMock).toHaveBeenCalledTimes(2);
  });

  it('past the trial: no resend, the way to subscribe instead; revoking stays possible', async () => {
    resetStores(makeAdmin({ client: PAST_TRIAL }));
    invitationsMock.mockResolvedValue([pendingInvitation]);
    await open();
    await screen.findByRole('region', { name: 'Invitations en attente' });
    expect(within(section()).getByRole('link', { name: 'Choisir un abonnement' })).toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: /Renvoyer/ })).not.toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: /Retirer/ })).toBeEnabled();
  });

  it('explains a resend refused for want of a subscription, without an error toast', async () => {
    invitationsMock.mockResolvedValue([pendingInvitation]);
    resendMock.mockRejectedValue(subscriptionRequired());
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: "Renvoyer l'invitation à marc@cabinet.test" }));
    expect(await within(section()).findByRole('link', { name: 'Choisir un abonnement' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });
});
