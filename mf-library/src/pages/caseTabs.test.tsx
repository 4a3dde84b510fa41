import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import { TestIntlProvider } from '../common/test/intl';
import { addDocumentToCase, listDocuments, listSuggestions, removeDocumentFromCase } from '../api/documents';
import { renderScreen } from '../common/test/render';
import { makeDocument, makeLawyer, resetStores, toasts } from '../common/test/session';
import { LCJuridicalDocumentsPage, LCOfficeDocumentsPage } from './screens';

jest.mock('../api/documents', () => ({
  listDocuments: jest.fn(),
  listSuggestions: jest.fn(),
  addDocumentToCase: jest.fn(),
  removeDocumentFromCase: jest.fn(),
  searchDocuments: jest.fn(),
  uploadDocument: jest.fn(),
}));
const listMock = jest.mocked(listDocuments);
const suggestionsMock = jest.mocked(listSuggestions);
const addMock = jest.mocked(addDocumentToCase);
const removeMock = jest.mocked(removeDocumentFromCase);

beforeEach(() => {
  resetStores(makeLawyer());
  listMock.mockReset();
  suggestionsMock.mockReset();
  addMock.mockReset().mockResolvedValue(makeDocument());
  removeMock.mockReset().mockResolvedValue({ legalcase_token: 'case-1', document_token: 'a' });
});

describe('the case document tabs', () => {
  it('lists the case’s documents and its suggestions, each suggestion with an add action', async () => {
    listMock.mockResolvedValue({ data: [makeDocument({ name: 'Attaché.pdf', token: 'a' })], total: 1 });
    suggestionsMock
      .mockResolvedValueOnce([makeDocument({ name: 'Suggéré.pdf', token: 's', state: 'processed' })])
      .mockResolvedValue([]);
    const { user } = renderScreen(<LCOfficeDocumentsPage />, {
      path: '/legal-case/case-1/office-documents',
      route: '/legal-case/:token/office-documents',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Mes documents' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Attaché.pdf' })).toBeInTheDocument();
    expect(listMock).toHaveBeenCalledWith(
      { page: 1, scopes: 'case', legalCaseToken: 'case-1' },
      expect.any(AbortSignal),
    );
    expect(screen.queryByRole('button', { name: "Ajouter Attaché.pdf à l'affaire" })).not.toBeInTheDocument();

    const suggestions = screen
      .getByRole('heading', { level: 3, name: 'Suggestions' })
      .closest('section') as HTMLElement;
    await user.click(await within(suggestions).findByRole('button', { name: "Ajouter Suggéré.pdf à l'affaire" }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ type: 'success', text: "Le document a bien été ajouté à l'affaire" }]),
    );
    expect(addMock).toHaveBeenCalledWith('case-1', 's');
    await waitFor(() => expect(within(suggestions).getByText('Aucune suggestion')).toBeInTheDocument());
    expect(listMock).toHaveBeenCalledTimes(2);
  });

  it('takes a document out of the case after a confirmation that says it stays in the library', async () => {
    listMock
      .mockResolvedValueOnce({ data: [makeDocument({ name: 'Attaché.pdf', token: 'a' })], total: 1 })
      .mockResolvedValue({ data: [], total: 0 });
    suggestionsMock.mockResolvedValue([]);
    const { user } = renderScreen(<LCOfficeDocumentsPage />, {
      path: '/legal-case/case-1/office-documents',
      route: '/legal-case/:token/office-documents',
    });
    await user.click(await screen.findByRole('button', { name: "Retirer Attaché.pdf de l'affaire" }));
    const dialog = await screen.findByRole('dialog', { name: "Retirer ce document de l'affaire\u202f?" });
    expect(
      within(dialog).getByText(
        /^«.Attaché\.pdf.» ne fera plus partie de cette affaire\. Il reste dans la bibliothèque\.$/,
      ),
    ).toBeInTheDocument();
    // Cancelling changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(removeMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: "Retirer Attaché.pdf de l'affaire" }));
    await user.click(
      within(await screen.findByRole('dialog', { name: "Retirer ce document de l'affaire\u202f?" })).getByRole(
        'button',
        {
          name: 'Retirer',
        },
      ),
    );
    expect(removeMock).toHaveBeenCalledWith('case-1', 'a');
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: "Le document a été retiré de l'affaire" }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Attaché.pdf' })).not.toBeInTheDocument());
  });

  it('offers every juridical document to the case', async () => {
    listMock.mockResolvedValue({
      data: [makeDocument({ name: 'Loi.pdf', visibility: 'public', state: 'processed' })],
      total: 1,
    });
    renderScreen(<LCJuridicalDocumentsPage />, {
      path: '/legal-case/case-1/juridical-documents',
      route: '/legal-case/:token/juridical-documents',
    });
    expect(await screen.findByRole('button', { name: "Ajouter Loi.pdf à l'affaire" })).toBeInTheDocument();
    expect(listMock).toHaveBeenCalledWith(
      { page: 1, scopes: 'others', legalCaseToken: 'case-1' },
      expect.any(AbortSignal),
    );
  });
});

it('shows a notice instead of the tab while the case is new', async () => {
  const router = createMemoryRouter(
    [
      {
        path: '/legal-case/:token',
        element: <Outlet context={{ legalCase: { status: 'new' } }} />,
        children: [{ path: 'office-documents', element: <LCOfficeDocumentsPage /> }],
      },
    ],
    { initialEntries: ['/legal-case/case-1/office-documents'] },
  );
  render(
    <TestIntlProvider locale="fr">
      <RouterProvider router={router} />
    </TestIntlProvider>,
  );
  expect(
    await screen.findByRole('heading', { name: "Ces documents sont disponibles une fois l'affaire acceptée." }),
  ).toBeInTheDocument();
  expect(listMock).not.toHaveBeenCalled();
});
