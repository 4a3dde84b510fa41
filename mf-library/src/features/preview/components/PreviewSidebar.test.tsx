import { screen, waitFor, within } from '@testing-library/react';
import { addDocumentToCase, downloadDocument, listOpenedCases } from '../../../api/documents';
import { selectDocument } from '../../../common/selection';
import { renderScreen } from '../../../common/test/render';
import { makeDocument, makeLawyer, makeSuperAdmin, resetStores, toasts } from '../../../common/test/session';
import { PreviewSidebar } from './PreviewSidebar';

jest.mock('../../../api/documents', () => ({
  downloadDocument: jest.fn(),
  listOpenedCases: jest.fn(),
  addDocumentToCase: jest.fn(),
}));
// react-pdf needs a canvas and a worker: the frame's contents are the browser's (e2e); here, what it was given.
jest.mock('./PdfViewer', () => ({
  __esModule: true,
  default: ({ name }: { name: string }) => <div role="document" aria-label={`Document ${name}`} />,
}));
const downloadMock = jest.mocked(downloadDocument);
const casesMock = jest.mocked(listOpenedCases);
const addMock = jest.mocked(addDocumentToCase);

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  downloadMock.mockReset().mockResolvedValue(new Blob(['%PDF'], { type: 'application/pdf' }));
  casesMock.mockReset().mockResolvedValue([
    {
      token: 'case-1',
      id: 1,
      status: 'opened',
      user_id: 11,
      user: { id: 11, name: 'Louise Martin' },
      litigant: { firstname: 'Jean', lastname: 'Dupont', email: 'j@d.test', phone: '' },
      law_case_content: 'Bail',
      lawcase: { id: 3, content: 'Bail commercial' },
      created_at: '2026-11-01T10:00:00.000Z',
      state: null,
    },
  ]);
  addMock.mockReset().mockResolvedValue(makeDocument());
});

describe('the preview sidebar', () => {
  it('shows nothing without a selected document', () => {
    resetStores(makeLawyer());
    renderScreen(<PreviewSidebar />);
    expect(screen.queryByRole('heading', { name: 'Aperçu' })).not.toBeInTheDocument();
  });

  it('shows a PDF in its frame with Open and Download for a lawyer, and adds it to an opened case', async () => {
    resetStores(makeLawyer());
    selectDocument(makeDocument());
    const { user } = renderScreen(<PreviewSidebar />);
    expect(await screen.findByRole('document', { name: 'Document Contrat de bail.pdf' })).toBeInTheDocument();
    expect(downloadMock).toHaveBeenCalledWith('doc-1', expect.any(AbortSignal));
    expect(screen.getByRole('button', { name: 'Ouvrir' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Télécharger' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();

    const group = screen.getByRole('group', { name: 'Ajouter à une affaire' });
    await user.click(within(group).getByRole('combobox', { name: 'Affaire' }));
    await user.click(await screen.findByRole('option', { name: 'Jean Dupont – Bail commercial' }));
    await user.click(within(group).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ type: 'success', text: "Le document a bien été ajouté à l'affaire" }]),
    );
    expect(addMock).toHaveBeenCalledWith('case-1', 'doc-1');
  });

  it("shows a document's citation and copies it as a brief quotes it", async () => {
    resetStores(makeLawyer());
    const reference = 'Cass. (3e ch.), 13 mars 2023, R.G. n° S.22.0041.F.';
    selectDocument(makeDocument({ name: 'Cass. 13 mars 2023.pdf', reference }));
    const { user } = renderScreen(<PreviewSidebar />);
    const citation = screen.getByRole('figure', { name: 'Référence' });
    expect(citation).toHaveTextContent(reference);
    await user.click(within(citation).getByRole('button', { name: 'Copier la référence' }));
    expect(await navigator.clipboard.readText()).toBe(reference);
    expect(toasts()).toEqual([{ type: 'success', text: 'Référence copiée' }]);
  });

  it('says so when the clipboard refuses the citation, which stays on screen to select', async () => {
    resetStores(makeLawyer());
    selectDocument(
      makeDocument({ reference: 'Loi du 3 juillet 1978 relative aux contrats de travail, M.B., 22 août 1978.' }),
    );
    const { user } = renderScreen(<PreviewSidebar />);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copier la référence' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { type: 'error', text: "La référence n'a pas pu être copiée : sélectionnez-la pour la copier." },
      ]),
    );
    expect(screen.getByRole('figure', { name: 'Référence' })).toHaveTextContent('Loi du 3 juillet 1978');
  });

  it('shows no citation for a document not yet described', () => {
    resetStores(makeLawyer());
    selectDocument(makeDocument());
    renderScreen(<PreviewSidebar />);
    expect(screen.queryByRole('figure', { name: 'Référence' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copier la référence' })).not.toBeInTheDocument();
  });

  it('shows an image as an image, with Download but no Open', async () => {
    resetStores(makeLawyer());
    selectDocument(makeDocument({ name: 'scan.png', mime: 'image/png' }));
    renderScreen(<PreviewSidebar />);
    expect(await screen.findByRole('img', { name: 'scan.png' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.queryByRole('button', { name: 'Ouvrir' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger' })).toBeInTheDocument();
  });

  it('gives the super administrator Edit, to Tagging with the token', async () => {
    resetStores(makeSuperAdmin());
    selectDocument(makeDocument());
    const { user, location } = renderScreen(<PreviewSidebar />, {
      others: [{ path: '/tagging', element: <p>Tagging</p> }],
    });
    expect(screen.queryByRole('button', { name: 'Télécharger' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Ajouter à une affaire' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Modifier' }));
    expect(location().pathname).toBe('/tagging');
    expect(location().search).toBe('?token=doc-1');
  });
});
