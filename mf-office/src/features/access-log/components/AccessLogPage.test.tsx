import { screen, within } from '@testing-library/react';
import { listDocumentAccessLog, type DocumentAccessEntry } from '../../../api/office';
import { renderScreen } from '../../../common/test/render';
import { FIRM_UUID, makeAdmin, resetStores } from '../../../common/test/session';
import { ACCESS_LOG_PAGE_SIZE, AccessLogPage } from './AccessLogPage';

jest.mock('../../../api/office', () => ({
  ...jest.requireActual<object>('../../../api/office'),
  listDocumentAccessLog: jest.fn(),
}));

const listMock = jest.mocked(listDocumentAccessLog);

const entry = (overrides: Partial<DocumentAccessEntry> = {}): DocumentAccessEntry => ({
  id: 1,
  // 23:30 UTC on 14 March is the 15th at 00:30 in Brussels.
  accessed_at: '2026-03-14T23:30:00.000Z',
  action: 'download',
  user: { name: 'Équipe LexDesk', email: 'admin@lexdesk.test' },
  document: { token: 'tok', name: 'Conclusions Dupont.pdf' },
  ...overrides,
});

beforeEach(() => {
  jest.clearAllMocks();
  resetStores(makeAdmin());
});

describe('access log', () => {
  it('lists who of the provider did what with which document, on the Brussels clock', async () => {
    listMock.mockResolvedValue({
      entries: [entry(), entry({ id: 2, action: 'text', document: { token: null, name: 'Ancien avis.pdf' } })],
      total: 2,
    });
    renderScreen(<AccessLogPage />, { path: '/office/access-log' });
    const table = await screen.findByRole('table', { name: '2 accès enregistrés' });
    expect(listMock).toHaveBeenCalledWith(FIRM_UUID, { limit: ACCESS_LOG_PAGE_SIZE, offset: 0 }, expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: "Journal d'accès" })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Par', 'Document', 'Action']);
    const [first, second] = within(table).getAllByRole('rowheader');
    expect(first).toHaveTextContent('15/03/2026 à 00:30');
    const firstRow = first?.closest('tr');
    expect(firstRow).toHaveTextContent('Équipe LexDesk');
    expect(firstRow).toHaveTextContent('admin@lexdesk.test');
    expect(firstRow).toHaveTextContent('Conclusions Dupont.pdf');
    expect(firstRow).toHaveTextContent('Fichier téléchargé');
    expect(second?.closest('tr')).toHaveTextContent('Texte lu');
    expect(second?.closest('tr')).toHaveTextContent('Document supprimé depuis');
    // Each cell carries its column's name for the phone layout, where the headers are hidden.
    expect(
      within(firstRow as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toEqual(['Par', 'Document', 'Action']);
  });

  it('says so when nothing was recorded', async () => {
    listMock.mockResolvedValue({ entries: [], total: 0 });
    renderScreen(<AccessLogPage />, { path: '/office/access-log' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Aucun accès enregistré' })).toBeInTheDocument();
    expect(screen.getByText(/n'a encore ouvert aucun document privé/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages through the URL', async () => {
    listMock.mockResolvedValue({ entries: [entry()], total: ACCESS_LOG_PAGE_SIZE * 2 + 1 });
    const { user, router } = renderScreen(<AccessLogPage />, {
      path: '/office/access-log?page=2',
      route: '/office/access-log',
    });
    await screen.findByRole('table');
    expect(listMock).toHaveBeenCalledWith(
      FIRM_UUID,
      { limit: ACCESS_LOG_PAGE_SIZE, offset: ACCESS_LOG_PAGE_SIZE },
      expect.anything(),
    );
    await user.click(
      within(screen.getByRole('navigation', { name: "Pages du journal d'accès" })).getByRole('button', {
        name: 'Suivant',
      }),
    );
    expect(router.state.location.search).toBe('?page=3');
    expect(listMock).toHaveBeenLastCalledWith(
      FIRM_UUID,
      { limit: ACCESS_LOG_PAGE_SIZE, offset: ACCESS_LOG_PAGE_SIZE * 2 },
      expect.anything(),
    );
  });

  it.each([
    ['en', 'Access log', '15/03/2026 at 00:30', 'File downloaded'],
    ['nl', 'Toegangslogboek', '15/03/2026 om 00:30', 'Bestand gedownload'],
  ] as const)('speaks %s', async (locale, title, when, action) => {
    listMock.mockResolvedValue({ entries: [entry()], total: 1 });
    renderScreen(<AccessLogPage />, { path: '/office/access-log', locale });
    await screen.findByRole('table');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('rowheader')).toHaveTextContent(when);
    expect(screen.getByText(action)).toBeInTheDocument();
  });
});
