import { ApiError, type LegalCase, type Lawyer } from '@lexdesk/shared';
import { assignLegalCase, listFirmMembers, searchLawyers } from '../../../api/legalCases';
import { mockCaseReads } from '../../../common/test/caseReads';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeLegalCase, makeUser, OTHER_LAWYER_ID, OWNER_ID } from '../test/fixtures';
import { FIRM_UUID } from '../../../common/test/session';
import { renderCaseRoute, resetStores, toasts } from '../test/render';

jest.mock('../../../api/legalCases', () => ({
  assignLegalCase: jest.fn(),
  searchLawyers: jest.fn(),
  listFirmMembers: jest.fn(),
}));

const { detail: getLegalCaseMock } = mockCaseReads();
const assignMock = jest.mocked(assignLegalCase);
const searchMock = jest.mocked(searchLawyers);
const membersMock = jest.mocked(listFirmMembers);

const owner = makeUser({ id: OWNER_ID });
const self: Lawyer = { id: OWNER_ID, name: 'Claire Dubois', lawyer_id: OWNER_ID };
const marc: Lawyer = { id: OTHER_LAWYER_ID, name: 'Marc Lambert', lawyer_id: OTHER_LAWYER_ID };
const marie: Lawyer = { id: 11, name: 'Marie Claes', lawyer_id: 11 };
/** Above 50 members the select searches on the server (3 characters), as the specification's section 5 says. */
const largeFirm: Lawyer[] = [
  self,
  marc,
  marie,
  ...Array.from({ length: 48 }, (_, index) => ({ id: 100 + index, name: `Avocat ${index}` })),
];

let alertSpy: jest.SpyInstance;

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers();
  resetStores();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  membersMock.mockResolvedValue(largeFirm);
});

afterEach(() => {
  jest.useRealTimers();
  alertSpy.mockRestore();
});

async function openCase(...versions: LegalCase[]) {
  let index = 0;
  getLegalCaseMock.mockImplementation(async () => versions[Math.min(index++, versions.length - 1)] as LegalCase);
  const rendered = renderCaseRoute('/legal-case/case-abc/demand', {
    user: owner,
    userEvent: { advanceTimers: jest.advanceTimersByTime },
  });
  await screen.findByRole('heading', { level: 1, name: 'Jeanne Peeters' });
  return rendered;
}

const combobox = () => screen.getByRole('combobox', { name: "Réassigner l'affaire" });
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

const confirmReassign = async (user: Awaited<ReturnType<typeof openCase>>['user'], name: string) => {
  const dialog = await screen.findByRole('dialog', { name: `Réassigner l'affaire à ${name}\u00a0?` });
  await user.click(within(dialog).getByRole('button', { name: 'Réassigner' }));
};

describe('reassign select of a small firm', () => {
  beforeEach(() => membersMock.mockResolvedValue([self, marc, marie]));

  it("lists the firm's other lawyers as soon as it opens, and filters them locally", async () => {
    const { user } = await openCase(makeLegalCase({ status: 'opened' }));
    await waitFor(() => expect(membersMock).toHaveBeenCalledWith(FIRM_UUID, expect.any(AbortSignal)));
    await user.click(combobox());
    await waitFor(() => expect(optionNames()).toEqual(['Marc Lambert', 'Marie Claes']));
    await user.type(combobox(), 'cla');
    expect(optionNames()).toEqual(['Marie Claes']);
    expect(searchMock).not.toHaveBeenCalled();
  });

  it('asks for confirmation naming the chosen lawyer; cancelling reassigns nothing', async () => {
    const { user } = await openCase(makeLegalCase({ status: 'new' }));
    await user.click(combobox());
    await user.click(await screen.findByRole('option', { name: 'Marie Claes' }));
    const dialog = await screen.findByRole('dialog', { name: "Réassigner l'affaire à Marie Claes\u00a0?" });
    expect(within(dialog).getByText(/Marie Claes deviendra l'avocat assigné/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(assignMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Accepter' })).toBeEnabled();
  });

  it('reassigns once confirmed; the former owner then sees who has the case and why the actions are gone', async () => {
    assignMock.mockResolvedValue(makeLegalCase({ status: 'opened', user_id: 11 }));
    const { user } = await openCase(
      makeLegalCase({ status: 'opened' }),
      makeLegalCase({ status: 'opened', user_id: 11, user: { id: 11, name: marie.name } }),
    );
    await user.click(combobox());
    await user.click(await screen.findByRole('option', { name: 'Marie Claes' }));
    await confirmReassign(user, 'Marie Claes');
    expect(assignMock).toHaveBeenCalledWith('case-abc', 11);
    expect(await screen.findByText('Avocat assigné : Marie Claes')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Cette affaire est assignée à Marie Claes : seul l'avocat assigné peut l'accepter, la refuser, la clôturer ou la réassigner.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cloturer' })).not.toBeInTheDocument();
  });
});

describe('reassign select of a large firm', () => {
  it('is a searchable select with the placeholder "Réassigner l\'affaire"', async () => {
    await openCase(makeLegalCase({ status: 'new' }));
    expect(combobox()).toHaveAttribute('placeholder', "Réassigner l'affaire");
  });

  it('searches nothing under 3 characters and says why', async () => {
    const { user } = await openCase(makeLegalCase({ status: 'opened' }));
    await user.type(combobox(), 'Ma');
    await wait(1000);
    expect(searchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Saisissez au moins 3 caractères')).toBeInTheDocument();
  });

  it('searches once, 300 ms after the last keystroke, and leaves the current user out', async () => {
    searchMock.mockResolvedValue([self, marc, marie]);
    const { user } = await openCase(makeLegalCase({ status: 'opened' }));
    await user.type(combobox(), 'Mar');
    await wait(200);
    await user.keyboard('c');
    await wait(299);
    expect(searchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(searchMock).toHaveBeenCalledTimes(1);
    expect(searchMock).toHaveBeenCalledWith('Marc', expect.any(AbortSignal));
    await waitFor(() => expect(optionNames()).toEqual(['Marc Lambert', 'Marie Claes']));
  });

  it('clears the options when the text becomes shorter than 3 characters', async () => {
    searchMock.mockResolvedValue([marc]);
    const { user } = await openCase(makeLegalCase({ status: 'opened' }));
    await user.type(combobox(), 'Marc');
    await wait(300);
    await waitFor(() => expect(optionNames()).toEqual(['Marc Lambert']));
    await user.type(combobox(), '{Backspace}{Backspace}');
    expect(optionNames()).toEqual([]);
    await wait(1000);
    expect(searchMock).toHaveBeenCalledTimes(1);
  });

  it('says "Pas de résultat" when no other lawyer matches', async () => {
    searchMock.mockResolvedValue([self]);
    const { user } = await openCase(makeLegalCase({ status: 'new' }));
    await user.type(combobox(), 'Claire');
    await wait(300);
    expect(await screen.findByText('Pas de résultat')).toBeInTheDocument();
    expect(optionNames()).toEqual([]);
  });

  it('reassigns to the chosen lawyer, toasts and reloads: the actions are gone', async () => {
    searchMock.mockResolvedValue([marc]);
    assignMock.mockResolvedValue(makeLegalCase({ status: 'opened', user_id: OTHER_LAWYER_ID }));
    const { user } = await openCase(
      makeLegalCase({ status: 'opened' }),
      makeLegalCase({ status: 'opened', user_id: OTHER_LAWYER_ID, user: { id: OTHER_LAWYER_ID, name: marc.name } }),
    );
    await user.type(combobox(), 'Marc');
    await wait(300);
    await user.click(await screen.findByRole('option', { name: 'Marc Lambert' }));
    await confirmReassign(user, 'Marc Lambert');
    expect(assignMock).toHaveBeenCalledWith('case-abc', OTHER_LAWYER_ID);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Clôturer' })).not.toBeInTheDocument());
    expect(screen.queryByRole('combobox', { name: "Réassigner l'affaire" })).not.toBeInTheDocument();
    expect(getLegalCaseMock).toHaveBeenCalledTimes(2);
    expect(toasts()).toEqual([{ type: 'success', text: 'Affaire réassignée !' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Jeanne Peeters' })).toHaveFocus();
  });

  it.each([
    ['its message', 'Cette affaire est clôturée.', 'Error: Cette affaire est clôturée.'],
    ['its code when it has no message', '', 'Error: user_not_in_firm'],
  ])('shows a coded refusal with %s', async (_, message, text) => {
    searchMock.mockResolvedValue([marc]);
    assignMock.mockRejectedValue(new ApiError({ status: 422, code: 'user_not_in_firm', message }));
    const { user } = await openCase(makeLegalCase({ status: 'new' }));
    await user.type(combobox(), 'Marc');
    await wait(300);
    await user.click(await screen.findByRole('option', { name: 'Marc Lambert' }));
    await confirmReassign(user, 'Marc Lambert');
    await waitFor(() => expect(toasts()).toEqual([{ type: 'error', text }]));
    // Reloaded so that the screen shows the server's truth (the reload is sent at the next render); still the owner.
    await waitFor(() => expect(getLegalCaseMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accepter' })).toBeEnabled());
  });

  it('shows a failed lookup in a browser alert', async () => {
    searchMock.mockRejectedValue(new ApiError({ status: 500, code: 'http_500', message: 'Service indisponible' }));
    const { user } = await openCase(makeLegalCase({ status: 'opened' }));
    await user.type(combobox(), 'Marc');
    await wait(300);
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error: Service indisponible'));
    expect(toasts()).toEqual([]);
  });

  it('ignores an answer whose status is error', async () => {
    searchMock.mockRejectedValue(new ApiError({ status: 200, code: 'unexpected_response', message: '' }));
    const { user } = await openCase(makeLegalCase({ status: 'opened' }));
    await user.type(combobox(), 'Marc');
    await wait(300);
    expect(await screen.findByText('Pas de résultat')).toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });
});
