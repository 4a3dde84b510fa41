import { getSidebarSlot } from '@lexdesk/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { deleteDocument, listDocuments, searchDocuments } from '../api/documents';
import { renderScreen } from '../common/test/render';
import { makeDocument, makeLawyer, makeSuperAdmin, resetStores, toasts } from '../common/test/session';
import { PENDING_POLL_MS } from '../features/documents/model/documents';
import { AdminPage, FailedsPage, MyDocumentsPage, ProcessPage, SearchPage } from './screens';

jest.mock('../api/documents', () => ({
  listDocuments: jest.fn(),
  searchDocuments: jest.fn(),
  deleteDocument: jest.fn(),
  getStructure: jest.fn(() => Promise.reject(new Error('none'))),
  uploadDocument: jest.fn(),
  addDocumentToCase: jest.fn(),
}));
const listMock = jest.mocked(listDocuments);
const searchMock = jest.mocked(searchDocuments);
const deleteMock = jest.mocked(deleteDocument);

beforeEach(() => {
  listMock.mockReset();
  searchMock.mockReset();
  deleteMock.mockReset();
});

describe('MyDocuments', () => {
  it('lists the firm’s documents and updates a pending one by itself, then stops asking', async () => {
    jest.useFakeTimers();
    try {
      resetStores(makeLawyer());
      listMock
        .mockResolvedValueOnce({ data: [makeDocument({ state: 'pending' })], total: 1 })
        .mockResolvedValue({ data: [makeDocument({ state: 'success' })], total: 1 });
      renderScreen(<MyDocumentsPage />, {
        path: '/my-documents',
        userEvent: { advanceTimers: jest.advanceTimersByTime },
      });
      const table = await screen.findByRole('table', { name: 'Mes documents' });
      expect(await within(table).findByText('En traitement')).toBeInTheDocument();
      expect(listMock).toHaveBeenCalledWith({ page: 1, scopes: 'cabinet' }, expect.any(AbortSignal));

      await act(async () => {
        jest.advanceTimersByTime(PENDING_POLL_MS);
      });
      expect(await within(table).findByText('À traiter')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(PENDING_POLL_MS * 3);
      });
      expect(listMock).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when there is no document, and moves a page past the last one to the last', async () => {
    resetStores(makeLawyer());
    listMock.mockImplementation(async ({ page }) =>
      page === 2 ? { data: [makeDocument()], total: 11 } : { data: [], total: 11 },
    );
    const { location } = renderScreen(<MyDocumentsPage />, { path: '/my-documents?page=7' });
    await waitFor(() => expect(location().search).toBe('?page=2'));
    expect(await screen.findByRole('button', { name: 'Contrat de bail.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /pagination/i })).toBeInTheDocument();

    listMock.mockReset();
    listMock.mockResolvedValue({ data: [], total: 0 });
    resetStores(makeLawyer());
    renderScreen(<MyDocumentsPage />, { path: '/my-documents' });
    expect(await screen.findByText('Aucun document à afficher')).toBeInTheDocument();
  });

  it('previews a document chosen by name, and marks its row as the one previewed', async () => {
    resetStores(makeLawyer());
    listMock.mockResolvedValue({ data: [makeDocument(), makeDocument({ token: 'doc-2', name: 'Loi.pdf' })], total: 2 });
    const { user } = renderScreen(<MyDocumentsPage />, { path: '/my-documents' });
    await user.click(await screen.findByRole('button', { name: 'Contrat de bail.pdf' }));
    expect(getSidebarSlot('preview')).toEqual({ token: 'doc-1' });
    expect(screen.getByRole('button', { name: 'Contrat de bail.pdf' })).toHaveAttribute('aria-pressed', 'true');
    const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr');
    expect(rowOf('Contrat de bail.pdf')).toHaveAttribute('aria-current', 'true');
    expect(rowOf('Loi.pdf')).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Loi.pdf' }));
    expect(rowOf('Loi.pdf')).toHaveAttribute('aria-current', 'true');
    expect(rowOf('Contrat de bail.pdf')).not.toHaveAttribute('aria-current');
  });

  it('offers to delete only private documents and says "Document supprimé"', async () => {
    resetStores(makeLawyer());
    listMock.mockResolvedValue({
      data: [makeDocument(), makeDocument({ token: 'doc-2', name: 'Loi.pdf', visibility: 'public' })],
      total: 2,
    });
    deleteMock.mockResolvedValue({ token: 'doc-1' });
    const { user } = renderScreen(<MyDocumentsPage />, { path: '/my-documents' });
    await screen.findByRole('button', { name: 'Loi.pdf' });
    expect(screen.queryByRole('button', { name: 'Supprimer Loi.pdf' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Supprimer Contrat de bail.pdf' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: 'Document supprimé' }]));
    expect(deleteMock).toHaveBeenCalledWith('doc-1');
    expect(listMock.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the way to the anonymisation review', () => {
  it('links each read document of the firm and of the back office to its review, not one still being read', async () => {
    resetStores(makeLawyer());
    listMock.mockResolvedValue({
      data: [
        makeDocument({ state: 'success' }),
        makeDocument({ token: 'doc-2', name: 'Loi.pdf', visibility: 'public', state: 'processed' }),
        makeDocument({ token: 'doc-3', name: 'Scan.pdf', state: 'pending' }),
      ],
      total: 3,
    });
    renderScreen(<MyDocumentsPage />, { path: '/my-documents' });
    expect(await screen.findByRole('link', { name: 'Anonymiser Contrat de bail.pdf' })).toHaveAttribute(
      'href',
      '/anonymisation?token=doc-1',
    );
    expect(screen.getByRole('link', { name: 'Anonymiser Loi.pdf' })).toHaveAttribute(
      'href',
      '/anonymisation?token=doc-2',
    );
    expect(screen.queryByRole('link', { name: 'Anonymiser Scan.pdf' })).not.toBeInTheDocument();
  });
});

describe('the administrator’s screens', () => {
  it('Admin lists processed documents with their suffix label and their reference under their name', async () => {
    resetStores(makeSuperAdmin());
    const cited = 'Cass., 15 janvier 2020, R.G. n° C.19.0123.F, ECLI:BE:CASS:2020:ARR.20200115.1.';
    listMock.mockResolvedValue({
      data: [
        makeDocument({ state: 'processed', visibility: 'public', reference: cited }),
        makeDocument({ token: 'doc-2', name: 'Sans métadonnées.pdf', state: 'processed', visibility: 'public' }),
      ],
      total: 2,
    });
    renderScreen(<AdminPage />, { path: '/admin' });
    expect(await screen.findAllByText('Optimisé')).toHaveLength(2);
    // The row is named by its document and its reference: the name cell is the row's header.
    expect(screen.getByRole('rowheader', { name: `Contrat de bail.pdf ${cited}` })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Sans métadonnées.pdf' })).toBeInTheDocument();
    expect(listMock).toHaveBeenCalledWith({ page: 1, status: 'processed' }, expect.any(AbortSignal));
    expect(screen.getByRole('button', { name: 'Ajouter un document' })).toBeInTheDocument();
    // A public document cannot be deleted, not even by the super administrator.
    expect(screen.queryByRole('button', { name: 'Supprimer Contrat de bail.pdf' })).not.toBeInTheDocument();
  });

  it('marks the documents that belong to a firm with the firm, on every list', async () => {
    resetStores(makeSuperAdmin());
    listMock.mockResolvedValue({
      data: [
        makeDocument({ state: 'success', visibility: 'private', firm_name: 'Cabinet Démo' }),
        makeDocument({
          token: 'doc-2',
          name: 'Sans cabinet.pdf',
          state: 'success',
          visibility: 'private',
          firm_name: null,
        }),
        makeDocument({ token: 'doc-3', name: 'Note LexDesk.pdf', state: 'success', visibility: 'private' }),
      ],
      total: 3,
    });
    renderScreen(<ProcessPage />, { path: '/process' });
    const firmRow = (await screen.findByText('Contrat de bail.pdf')).closest('tr') as HTMLElement;
    expect(within(firmRow).getByText('Cabinet : Cabinet Démo')).toBeInTheDocument();
    expect(within(firmRow).getByText('Privé')).toBeInTheDocument();
    const unnamed = screen.getByText('Sans cabinet.pdf').closest('tr') as HTMLElement;
    expect(within(unnamed).getByText('Cabinet sans nom')).toBeInTheDocument();
    const provider = screen.getByText('Note LexDesk.pdf').closest('tr') as HTMLElement;
    expect(within(provider).queryByText(/^Cabinet/)).not.toBeInTheDocument();
    // A firm's document is not the provider's to delete (the server refuses it): only their own offers it.
    expect(screen.queryByRole('button', { name: 'Supprimer Contrat de bail.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer Note LexDesk.pdf' })).toBeInTheDocument();
  });

  it('Faileds says "Aucun document trouvé", or each failure with its reason', async () => {
    resetStores(makeSuperAdmin());
    listMock.mockResolvedValueOnce({ data: [], total: 0 });
    const empty = renderScreen(<FailedsPage />, { path: '/faileds' });
    expect(await screen.findByText('Aucun document trouvé')).toBeInTheDocument();
    empty.unmount();

    listMock.mockResolvedValue({
      data: [
        makeDocument({ state: 'failure', failure_reason: 'pdf_unreadable', failure_message: 'Le PDF est illisible' }),
      ],
      total: 1,
    });
    renderScreen(<FailedsPage />, { path: '/faileds' });
    const row = (await screen.findByText('Contrat de bail.pdf')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Le PDF est illisible')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Échec')).toBeInTheDocument();
  });

  it('Process searches only past 2 characters', async () => {
    resetStores(makeSuperAdmin());
    listMock.mockResolvedValue({ data: [makeDocument({ state: 'pending' })], total: 1 });
    searchMock.mockResolvedValue({ data: [{ ...makeDocument(), text: 'un <mark>bail</mark> commercial' }], total: 1 });
    const { user } = renderScreen(<ProcessPage />, { path: '/process' });
    await screen.findByText('Contrat de bail.pdf');
    expect(listMock).toHaveBeenCalledWith({ page: 1, status: 'pending|success' }, expect.any(AbortSignal));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'ba');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(searchMock).not.toHaveBeenCalled();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'i');
    expect(await screen.findByText('bail', { selector: 'mark' })).toBeInTheDocument();
    expect(searchMock).toHaveBeenCalledWith(
      expect.objectContaining({ terms: 'bai', status: 'pending|success' }),
      1,
      expect.any(AbortSignal),
    );
  });
});

describe('Search', () => {
  it('pages the results like the lists: the second page asks for it, a page past the last goes to the last', async () => {
    resetStores(makeSuperAdmin());
    const hit = (name: string) => ({ ...makeDocument({ token: name, name }), text: `<mark>bail</mark> ${name}` });
    searchMock.mockImplementation(async (_filters, page) =>
      page === 2 ? { data: [hit('deuxieme.pdf')], total: 11 } : { data: [hit('premier.pdf')], total: 11 },
    );
    const { user, location } = renderScreen(<SearchPage />, { path: '/search?q=bail&page=7' });
    expect(await screen.findByRole('button', { name: 'deuxieme.pdf' })).toBeInTheDocument();
    expect(location().search).toContain('page=2');
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByRole('button', { name: 'premier.pdf' })).toBeInTheDocument();
    expect(searchMock).toHaveBeenCalledWith(expect.objectContaining({ terms: 'bail' }), 1, expect.any(AbortSignal));
  });

  it('searches on submit and shows each result’s name and text, or says there is none', async () => {
    resetStores(makeSuperAdmin());
    searchMock.mockResolvedValueOnce({
      data: [
        {
          ...makeDocument({ reference: 'Contrat, L. MARTIN, 2 mars 2026.' }),
          text: 'le <mark>bail</mark> est résilié',
        },
      ],
      total: 1,
    });
    document.title = 'Recherche · LexDesk';
    const { user } = renderScreen(<SearchPage />, { path: '/search' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recherche' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'bail');
    await user.click(screen.getByRole('combobox', { name: 'Confidentialité' }));
    await user.click(await screen.findByRole('option', { name: 'Public' }));
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByRole('button', { name: 'Contrat de bail.pdf' })).toBeInTheDocument();
    expect(screen.getByText('bail', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByText('Contrat, L. MARTIN, 2 mars 2026.')).toBeInTheDocument();
    // The browser tab names what was searched, the shell's suffix kept.
    await waitFor(() => expect(document.title).toBe('«\u00a0bail\u00a0» – Recherche · LexDesk'));
    expect(searchMock).toHaveBeenCalledWith(
      expect.objectContaining({ terms: 'bail', visibility: 'public' }),
      1,
      expect.any(AbortSignal),
    );
    expect(listMock).not.toHaveBeenCalled();

    searchMock.mockResolvedValueOnce({ data: [], total: 0 });
    await user.clear(screen.getByRole('searchbox', { name: 'Rechercher' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Aucun document ne correspond à votre recherche')).toBeInTheDocument();
  });
});
