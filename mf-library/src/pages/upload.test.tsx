import { ApiError } from '@lexdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { createTestQueryClient } from '../../../tools/jest/query';
import { uploadDocument, type UploadedDocument, type UploadRequest } from '../api/documents';
import { documentKeys } from '../api/keys';
import { renderScreen } from '../common/test/render';
import { makeDocument, makeLawyer, makeSuperAdmin, resetStores, toasts } from '../common/test/session';
import { LibraryUploadZone as UploadZone } from './screens';

jest.mock('../api/documents', () => ({
  uploadDocument: jest.fn(),
  deleteDocument: jest.fn(),
  getStructure: jest.fn(() => Promise.reject(new Error('none'))),
}));
const uploadMock = jest.mocked(uploadDocument);

const stored = (name: string, addedToCase: boolean | null = null): UploadedDocument => ({
  ...makeDocument({ token: `t-${name}`, name, state: 'pending' }),
  added_to_case: addedToCase,
});

const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

/** The page's list, cached: an upload must make it stale so that it is read again. */
const LIST_KEY = documentKeys.list({ page: 1, scopes: 'cabinet' });

function renderZone(legalCaseToken?: string) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(LIST_KEY, { data: [], total: 0 });
  const view = renderScreen(<UploadZone legalCaseToken={legalCaseToken} />, {
    userEvent: { applyAccept: false },
    queryClient,
  });
  return { ...view, listInvalidated: () => queryClient.getQueryState(LIST_KEY)?.isInvalidated };
}

async function openDialog(user: ReturnType<typeof renderZone>['user'], name: RegExp) {
  await user.click(screen.getByRole('button', { name }));
  return screen.getByRole('dialog');
}

beforeEach(() => {
  uploadMock.mockReset();
});

describe('the upload popup', () => {
  it('sends a lawyer’s files one by one with a progress bar each, then says how many were uploaded', async () => {
    resetStores(makeLawyer());
    let finishFirst: (value: UploadedDocument) => void = () => undefined;
    uploadMock.mockImplementationOnce(({ onProgress }: UploadRequest) => {
      onProgress?.(40);
      return new Promise((resolve) => (finishFirst = resolve));
    });
    uploadMock.mockResolvedValueOnce(stored('b.pdf'));
    const { user, listInvalidated } = renderZone();
    const dialog = await openDialog(user, /uploader des documents/i);
    const continueButton = within(dialog).getByRole('button', { name: 'Continuer' });
    expect(continueButton).toBeDisabled();

    await user.upload(within(dialog).getByLabelText(/fichiers/i), [pdf('a.pdf'), pdf('b.pdf')]);
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);

    expect(await within(dialog).findByRole('progressbar', { name: /a\.pdf/ })).toHaveAttribute('value', '40');
    expect(continueButton).toBeDisabled();
    finishFirst(stored('a.pdf'));

    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: '2 documents uploadés' }]));
    expect(uploadMock.mock.calls.map(([request]) => [request.file.name, request.visibility])).toEqual([
      ['a.pdf', 'private'],
      ['b.pdf', 'private'],
    ]);
    expect(listInvalidated()).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the files that failed and keeps them in the popup', async () => {
    resetStores(makeLawyer());
    uploadMock.mockResolvedValueOnce(stored('a.pdf')).mockRejectedValueOnce(new Error('refused'));
    const { user } = renderZone();
    const dialog = await openDialog(user, /uploader des documents/i);
    await user.upload(within(dialog).getByLabelText(/fichiers/i), [pdf('a.pdf'), pdf('b.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));

    await waitFor(() =>
      expect(toasts()).toEqual([
        { type: 'success', text: 'Le document a bien été uploadé' },
        { type: 'alert', text: "L'upload de 1 document(s) a échoué\u00a0: b.pdf" },
      ]),
    );
    expect(within(dialog).getByText('b.pdf')).toBeInTheDocument();
    expect(within(dialog).queryByText('a.pdf')).not.toBeInTheDocument();
  });

  it("shows the server's reason beside a file refused by the plan's limit", async () => {
    resetStores(makeLawyer());
    const reason =
      'Votre formule Basic permet 2000 pages de documentation par an, atteintes pour 2026. Passez à la formule Plus pour en ajouter davantage.';
    uploadMock.mockRejectedValueOnce(new ApiError({ status: 409, code: 'plan_pages_limit', message: reason }));
    const { user } = renderZone();
    const dialog = await openDialog(user, /uploader des documents/i);
    await user.upload(within(dialog).getByLabelText(/fichiers/i), [pdf('a.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));

    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
    expect(within(dialog).getByText('a.pdf')).toBeInTheDocument();
  });

  it('says "File not supported" for another kind of file and keeps Continue disabled', async () => {
    resetStores(makeLawyer());
    const { user } = renderZone();
    const dialog = await openDialog(user, /uploader des documents/i);
    await user.upload(within(dialog).getByLabelText(/fichiers/i), [
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(toasts()).toEqual([{ type: 'alert', text: 'Fichier non supporté' }]);
    expect(within(dialog).getByRole('button', { name: 'Continuer' })).toBeDisabled();
  });

  it('warns a lawyer who picks public; the super administrator uploads one file, public by default', async () => {
    resetStores(makeLawyer());
    const lawyer = renderZone();
    let dialog = await openDialog(lawyer.user, /uploader des documents/i);
    expect(within(dialog).getByRole('radio', { name: 'Privé' })).toBeChecked();
    await lawyer.user.click(within(dialog).getByRole('radio', { name: 'Public' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/restent privés/);
    lawyer.unmount();

    resetStores(makeSuperAdmin());
    const admin = renderZone();
    dialog = await openDialog(admin.user, /uploader un document/i);
    expect(within(dialog).getByRole('radio', { name: 'Public' })).toBeChecked();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/fichier/i)).not.toHaveAttribute('multiple');
  });

  it('reports a document uploaded but not added to its case', async () => {
    resetStores(makeLawyer());
    uploadMock.mockResolvedValueOnce(stored('a.pdf', false));
    const { user } = renderZone('case-1');
    const dialog = await openDialog(user, /uploader des documents/i);
    await user.upload(within(dialog).getByLabelText(/fichiers/i), [pdf('a.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { type: 'success', text: 'Le document a bien été uploadé' },
        { type: 'alert', text: "a.pdf a été uploadé mais n'a pas pu être ajouté à l'affaire" },
      ]),
    );
    expect(uploadMock).toHaveBeenCalledWith(expect.objectContaining({ legalCaseToken: 'case-1' }));
  });

  it('resets when closed', async () => {
    resetStores(makeLawyer());
    const { user } = renderZone();
    let dialog = await openDialog(user, /uploader des documents/i);
    await user.upload(within(dialog).getByLabelText(/fichiers/i), [pdf('a.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    dialog = await openDialog(user, /uploader des documents/i);
    expect(within(dialog).queryByText('a.pdf')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continuer' })).toBeDisabled();
  });
});

describe.each([
  ['en', /upload documents/i, 'Files', 'Continue'],
  ['nl', /documenten uploaden/i, 'Bestanden', 'Doorgaan'],
] as const)('the upload popup in %s', (locale, open, files, continueLabel) => {
  it('speaks the language', async () => {
    resetStores(makeLawyer());
    const { user } = renderScreen(<UploadZone />, { locale });
    await user.click(screen.getByRole('button', { name: open }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText(new RegExp(files))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: continueLabel })).toBeDisabled();
  });
});
