import { type LegalCaseSummary } from '@lexdesk/shared';
import { getOnboardingStatus } from '../../../api/legalCases';
import { mockCaseReads } from '../../../common/test/caseReads';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { makeCase, renderCases, resetStores } from '../test/render';
import { useSessionStore } from '@lexdesk/shared';

jest.mock('../../../api/legalCases', () => ({
  getOnboardingStatus: jest.fn(),
}));
const { list: listMock } = mockCaseReads();
const statusMock = jest.mocked(getOnboardingStatus);

const page = (items: LegalCaseSummary[], total = items.length) => Promise.resolve({ data: items, total });
const requests = () => listMock.mock.calls.map(([request]) => request.url);
const lastUrl = () => listMock.mock.lastCall?.[0].url;
const dupont = makeCase({ token: 'dupont', litigant: { firstname: 'Jean', lastname: 'Dupont', email: '', phone: '' } });

beforeEach(() => {
  resetStores();
  listMock.mockReset().mockImplementation(() => page([dupont], 25));
  statusMock.mockReset().mockImplementation(async () => useSessionStore.getState().user!.onboarding);
});

const searchField = () => screen.getByRole('searchbox', { name: 'Rechercher un justiciable' });
const statusFilter = () => screen.getByRole('combobox', { name: 'Statut' });
/** Chooses a status as a user does with the kit's dropdown: open it, click the option. */
async function chooseStatus(user: UserEvent, label: string) {
  await user.click(statusFilter());
  await user.click(screen.getByRole('option', { name: label }));
}

describe('the case list search and status filter', () => {
  it('searches by litigant name once the typing pauses, in the URL and the request, from page 1', async () => {
    const { user, location } = renderCases('/legal-cases/all-cases?page=2');
    await screen.findByRole('link', { name: 'Jean Dupont' });
    expect(lastUrl()).toBe('/legal-cases?all=1&limit=10&offset=10');

    await user.type(searchField(), '  Élise D');
    await waitFor(() => expect(location()).toBe('/legal-cases/all-cases?q=%C3%89lise+D'));
    await waitFor(() => expect(lastUrl()).toBe('/legal-cases?all=1&limit=10&offset=0&q=%C3%89lise+D'));
    // One request for the pause, not one per key.
    expect(requests()).toEqual([
      '/legal-cases?all=1&limit=10&offset=10',
      '/legal-cases?all=1&limit=10&offset=0&q=%C3%89lise+D',
    ]);
    expect(searchField()).toHaveValue('  Élise D');

    await user.clear(searchField());
    await waitFor(() => expect(location()).toBe('/legal-cases/all-cases'));
    await waitFor(() => expect(lastUrl()).toBe('/legal-cases?all=1&limit=10&offset=0'));
  });

  it('filters by status with every state translated, in the URL and the request', async () => {
    const { user, location } = renderCases('/legal-cases/my-cases?page=3');
    await screen.findByRole('link', { name: 'Jean Dupont' });
    expect(statusFilter()).toHaveTextContent('Tous les statuts');
    await user.click(statusFilter());
    expect(
      within(screen.getByRole('listbox', { name: 'Statut' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous les statuts', 'Nouvelle', 'En cours', 'Clôturée', 'Refusée']);
    await user.keyboard('{Escape}');

    await chooseStatus(user, 'Clôturée');
    expect(location()).toBe('/legal-cases/my-cases?status=closed');
    await waitFor(() => expect(lastUrl()).toBe('/legal-cases?limit=10&offset=0&status=closed'));

    await chooseStatus(user, 'Tous les statuts');
    expect(location()).toBe('/legal-cases/my-cases');
    await waitFor(() => expect(lastUrl()).toBe('/legal-cases?limit=10&offset=0'));
  });

  it('reads the search and the status from the URL (a reload, "Retour") and keeps them for the case', async () => {
    const { user, state } = renderCases('/legal-cases/all-cases?closed=1&q=dupont&status=opened&page=2');
    await user.click(await screen.findByRole('link', { name: 'Jean Dupont' }));
    expect(requests()).toEqual(['/legal-cases?all=1&closed=1&limit=10&offset=10&q=dupont&status=opened']);
    expect(state()).toEqual({ backTo: '/legal-cases/all-cases?closed=1&q=dupont&status=opened&page=2' });
  });

  it('shows the URL search in the field and the status in the filter', async () => {
    renderCases('/legal-cases/my-cases?q=Dupont&status=refused');
    await screen.findByRole('link', { name: 'Jean Dupont' });
    expect(searchField()).toHaveValue('Dupont');
    expect(statusFilter()).toHaveTextContent('Refusée');
  });

  it('names the search that found nothing and clears the filters', async () => {
    listMock.mockImplementation(({ query }) => page(query.q || query.status ? [] : [dupont]));
    const { user, location } = renderCases('/legal-cases/my-cases?q=Zo%C3%A9&status=opened');
    expect(
      await screen.findByText('Aucune affaire au statut « En cours » ne correspond à « Zoé »'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Aucune affaire à afficher')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(location()).toBe('/legal-cases/my-cases');
    expect(await screen.findByRole('link', { name: 'Jean Dupont' })).toBeInTheDocument();
    expect(searchField()).toHaveValue('');
    expect(statusFilter()).toHaveTextContent('Tous les statuts');
  });

  it('words the empty search alone and the empty status alone', async () => {
    listMock.mockImplementation(() => page([]));
    const { unmount } = renderCases('/legal-cases/my-cases?q=Zo%C3%A9');
    expect(await screen.findByText('Aucune affaire ne correspond à « Zoé »')).toBeInTheDocument();
    unmount();
    renderCases('/legal-cases/my-cases?status=refused');
    expect(await screen.findByText('Aucune affaire au statut « Refusée »')).toBeInTheDocument();
  });

  it('keeps the rows of the previous search while the next one loads', async () => {
    const { user } = renderCases('/legal-cases/my-cases');
    await screen.findByRole('link', { name: 'Jean Dupont' });
    listMock.mockImplementation(() => new Promise(() => {}));
    await user.type(searchField(), 'dup');
    await waitFor(() => expect(lastUrl()).toBe('/legal-cases?limit=10&offset=0&q=dup'));
    expect(screen.getByRole('link', { name: 'Jean Dupont' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jean Dupont' }).closest('[aria-busy="true"]')).not.toBeNull();
  });
});
