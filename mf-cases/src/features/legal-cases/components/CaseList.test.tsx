import { ApiError, useSessionStore, type LegalCaseSummary } from '@lexdesk/shared';
import { getOnboardingStatus } from '../../../api/legalCases';
import { mockCaseReads } from '../../../common/test/caseReads';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeCase, renderCases, resetStores, toasts } from '../test/render';

jest.mock('../../../api/legalCases', () => ({
  getOnboardingStatus: jest.fn(),
}));
const { list: listMock } = mockCaseReads();
const statusMock = jest.mocked(getOnboardingStatus);

/** The request of the latest list call, as path and query. */
const lastUrl = () => listMock.mock.lastCall?.[0].url;
const page = (items: LegalCaseSummary[], total = items.length) => Promise.resolve({ data: items, total });

beforeEach(() => {
  resetStores();
  listMock.mockReset().mockImplementation(() => page([]));
  statusMock.mockReset().mockImplementation(async () => useSessionStore.getState().user!.onboarding);
});

const sectionHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const closedToggle = (name: string) => screen.getByRole('button', { name });

describe('MyCases and AllCases', () => {
  it('shows a spinner while loading, then groups the page into sections with their headings', async () => {
    listMock.mockImplementation(() =>
      page([
        makeCase({ status: 'new', litigant: { firstname: 'Anne', lastname: 'Nouveau', email: '', phone: '' } }),
        makeCase({ status: 'opened', litigant: { firstname: 'Paul', lastname: 'Encours', email: '', phone: '' } }),
        makeCase({ status: 'closed', litigant: { firstname: 'Léa', lastname: 'Close', email: '', phone: '' } }),
        makeCase({ status: 'refused', litigant: { firstname: 'Marc', lastname: 'Refus', email: '', phone: '' } }),
      ]),
    );
    renderCases('/legal-cases/my-cases');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    // Skeleton rows, not a bare spinner: the list says it is busy.
    expect(screen.getByRole('status').closest('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('link', { name: 'Anne Nouveau' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Affaires' })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(['Nouvelles affaires', 'En cours', 'Clôturées']);

    const section = (name: string) => screen.getByRole('region', { name });
    const names = (name: string) =>
      within(section(name))
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(names('Nouvelles affaires')).toEqual(['Anne Nouveau']);
    expect(names('En cours')).toEqual(['Paul Encours']);
    expect(names('Clôturées')).toEqual(['Léa Close', 'Marc Refus']);
    expect(within(section('Clôturées')).getByText('Clôturée')).toBeInTheDocument();
    expect(within(section('Clôturées')).getByText('Refusée')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Paul Encours' })).toHaveAccessibleDescription(/En cours$/);
  });

  it('renders only the sections that have cases', async () => {
    listMock.mockImplementation(() => page([makeCase({ status: 'opened' })]));
    renderCases('/legal-cases/my-cases');
    await screen.findByRole('heading', { level: 2, name: 'En cours' });
    expect(sectionHeadings()).toEqual(['En cours']);
  });

  it('shows each case as a link to its screen, described by its case, date and status', async () => {
    listMock.mockImplementation(() =>
      page([
        makeCase({
          token: 'abc123',
          litigant: { firstname: 'Jean', lastname: 'Dupont', email: '', phone: '' },
          law_case_content: "J'ai été licencié",
        }),
        makeCase({
          token: 'nolaw',
          status: 'opened',
          litigant: { firstname: 'Zoé', lastname: 'Sanscas', email: '', phone: '' },
          law_case_content: null,
          lawcase: null,
          created_at: '2024-12-01',
        }),
      ]),
    );
    const { user, location } = renderCases('/legal-cases/my-cases');
    const link = await screen.findByRole('link', { name: 'Jean Dupont' });
    expect(link).toHaveAttribute('href', '/legal-case/abc123/demand');
    expect(link).toHaveAccessibleDescription("J'ai été licencié Reçue le 14/03/2025 Nouvelle");
    expect(screen.getByRole('link', { name: 'Zoé Sanscas' })).toHaveAccessibleDescription(
      'Aucun cas concret lié Reçue le 01/12/2024 En cours',
    );
    // MyCases does not name the lawyer: they are all the user's.
    expect(screen.queryByText(/Avocat :/)).not.toBeInTheDocument();

    // The closed toggle, the two tabs, the search field and the status filter come first.
    for (let i = 0; i < 6; i += 1) await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/legal-case/abc123/demand');
  });

  it('MyCases asks for the current user cases, AllCases for the firm with each lawyer', async () => {
    listMock.mockImplementation(() =>
      page([
        makeCase({ litigant: { firstname: 'Jean', lastname: 'Dupont', email: '', phone: '' } }),
        makeCase({ user: null, user_id: null }),
      ]),
    );
    const { user } = renderCases('/legal-cases/my-cases');
    await screen.findByRole('link', { name: 'Jean Dupont' });
    expect(lastUrl()).toBe('/legal-cases?limit=10&offset=0');
    expect(screen.getByRole('link', { name: 'Mes affaires' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Toutes les affaires' }));
    await waitFor(() => expect(lastUrl()).toBe('/legal-cases?all=1&limit=10&offset=0'));
    expect(screen.getByRole('link', { name: 'Toutes les affaires' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: 'Jean Dupont' })).toHaveAccessibleDescription(
      /^Je souhaite divorcer Avocat\s:\sLouise Martin Reçue le 14\/03\/2025 Nouvelle$/,
    );
    expect(screen.getByText('Aucun avocat assigné')).toBeInTheDocument();
  });

  it('says when there is no case to show', async () => {
    renderCases('/legal-cases/all-cases');
    expect(await screen.findByText('Aucune affaire à afficher')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('toggles closed cases with its two labels, refetches with closed, back to page 1, kept across tabs', async () => {
    listMock.mockImplementation(() => page([makeCase()], 25));
    const { user, location } = renderCases('/legal-cases/my-cases?page=2');
    await screen.findAllByRole('link', { name: /Jean/ });
    expect(lastUrl()).toBe('/legal-cases?limit=10&offset=10');

    await user.click(closedToggle('Afficher les affaires clôturées'));
    expect(closedToggle('Masquer les affaires clôturées')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Afficher les affaires clôturées' })).not.toBeInTheDocument();
    await waitFor(() => expect(lastUrl()).toBe('/legal-cases?closed=1&limit=10&offset=0'));
    expect(location()).toBe('/legal-cases/my-cases?closed=1');
    // One request for the new state, not one for closed on page 2 and another for page 1.
    expect(listMock.mock.calls.map(([request]) => [request.query.closed === '1', request.query.offset])).toEqual([
      [false, '10'],
      [true, '0'],
    ]);

    await user.click(screen.getByRole('link', { name: 'Toutes les affaires' }));
    await waitFor(() => expect(lastUrl()).toBe('/legal-cases?all=1&closed=1&limit=10&offset=0'));
    expect(location()).toBe('/legal-cases/all-cases?closed=1');
    expect(closedToggle('Masquer les affaires clôturées')).toBeInTheDocument();

    await user.click(closedToggle('Masquer les affaires clôturées'));
    await waitFor(() => expect(lastUrl()).toBe('/legal-cases?all=1&limit=10&offset=0'));
    expect(closedToggle('Afficher les affaires clôturées')).toBeInTheDocument();
  });

  it('keeps the list state in the URL: a reload of ?page=2&closed=1 shows the same list', async () => {
    listMock.mockImplementation(() => page([makeCase()], 25));
    renderCases('/legal-cases/all-cases?page=2&closed=1');
    await screen.findAllByRole('link', { name: /Jean/ });
    expect(lastUrl()).toBe('/legal-cases?all=1&closed=1&limit=10&offset=10');
    expect(closedToggle('Masquer les affaires clôturées')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toutes les affaires' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a case with the exact list it came from, for "Retour"', async () => {
    listMock.mockImplementation(() =>
      page(
        [makeCase({ token: 'abc123', litigant: { firstname: 'Jean', lastname: 'Dupont', email: '', phone: '' } })],
        25,
      ),
    );
    const { user, location, state } = renderCases('/legal-cases/all-cases?page=2&closed=1');
    await user.click(await screen.findByRole('link', { name: 'Jean Dupont' }));
    expect(location()).toBe('/legal-case/abc123/demand');
    expect(state()).toEqual({ backTo: '/legal-cases/all-cases?page=2&closed=1' });
  });

  it('reads the page from the URL and moves between pages with the pagination', async () => {
    listMock.mockImplementation(() => page([makeCase()], 23));
    const { user, location } = renderCases('/legal-cases/my-cases?page=2');
    await screen.findAllByRole('link', { name: /Jean/ });
    expect(lastUrl()).toBe('/legal-cases?limit=10&offset=10');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pagination).getByRole('button', { name: 'Page 3' }));
    expect(location()).toBe('/legal-cases/my-cases?page=3');
    await waitFor(() => expect(lastUrl()).toBe('/legal-cases?limit=10&offset=20'));

    await user.click(within(pagination).getByRole('button', { name: 'Précédent' }));
    expect(location()).toBe('/legal-cases/my-cases?page=2');
    await user.click(within(pagination).getByRole('button', { name: 'Page 1' }));
    expect(location()).toBe('/legal-cases/my-cases');
    await waitFor(() => expect(lastUrl()).toBe('/legal-cases?limit=10&offset=0'));
  });

  it('redirects a page past the last one to the last page (page 9 of 23 cases is page 3)', async () => {
    listMock.mockImplementation(({ query }) => page(query.offset === '20' ? [makeCase({ token: 'last' })] : [], 23));
    const { location } = renderCases('/legal-cases/my-cases?page=9');
    await waitFor(() => expect(location()).toBe('/legal-cases/my-cases?page=3'));
    expect(await screen.findByRole('link', { name: /Jean/ })).toHaveAttribute('href', '/legal-case/last/demand');
    expect(listMock.mock.calls.map(([request]) => request.query.offset)).toEqual(['80', '20']);
    expect(screen.queryByText('Aucune affaire à afficher')).not.toBeInTheDocument();
  });

  it('sends a page past the end of an empty list back to page 1', async () => {
    const { location } = renderCases('/legal-cases/my-cases?page=4');
    await waitFor(() => expect(location()).toBe('/legal-cases/my-cases'));
    expect(await screen.findByText('Aucune affaire à afficher')).toBeInTheDocument();
    expect(lastUrl()).toBe('/legal-cases?limit=10&offset=0');
  });

  it('treats a page that is not a positive number as page 1', async () => {
    renderCases('/legal-cases/my-cases?page=abc');
    await screen.findByText('Aucune affaire à afficher');
    expect(lastUrl()).toBe('/legal-cases?limit=10&offset=0');
  });

  it('shows an error toast and an inline retry when the list fails', async () => {
    listMock.mockRejectedValueOnce(new ApiError({ status: 500, code: 'http_500', message: 'Base indisponible' }));
    listMock.mockImplementationOnce(() =>
      page([makeCase({ litigant: { firstname: 'Jean', lastname: 'Retour', email: '', phone: '' } })]),
    );
    const { user } = renderCases('/legal-cases/my-cases');
    expect(await screen.findByText("Les affaires n'ont pas pu être chargées.")).toBeInTheDocument();
    expect(toasts()).toEqual([expect.objectContaining({ type: 'error', text: 'Error: Base indisponible' })]);

    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Jean Retour' })).toBeInTheDocument();
    expect(screen.queryByText("Les affaires n'ont pas pu être chargées.")).not.toBeInTheDocument();
  });

  it('ignores an answer that arrives after a newer request', async () => {
    const answers: Array<(value: { data: LegalCaseSummary[]; total: number }) => void> = [];
    listMock.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const { user } = renderCases('/legal-cases/my-cases');
    await waitFor(() => expect(answers).toHaveLength(1));
    await user.click(closedToggle('Afficher les affaires clôturées'));
    await waitFor(() => expect(answers).toHaveLength(2));

    const named = (lastname: string) => makeCase({ litigant: { firstname: 'Jean', lastname, email: '', phone: '' } });
    await act(async () => answers[1]!({ data: [named('Récent')], total: 1 }));
    await act(async () => answers[0]!({ data: [named('Périmé')], total: 1 }));
    expect(screen.getByRole('link', { name: 'Jean Récent' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Jean Périmé' })).not.toBeInTheDocument();
  });
});
