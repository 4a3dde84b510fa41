import { ApiError } from '@lexdesk/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { createTestQueryClient } from '../../../tools/jest/query';
import { deleteDocument, uploadDocument, type UploadedDocument, type UploadRequest } from '../api/documents';
import { getDocumentText, getMetadataSuggestions, saveMetadata, type DocumentDetail } from '../api/metadata';
import { documentKeys } from '../api/keys';
import { renderScreen } from '../common/test/render';
import { makeDocument, makeLawyer, makeSuperAdmin, resetStores, toasts } from '../common/test/session';
import { LibraryUploadZone as UploadZone } from './screens';

jest.mock('../api/documents', () => ({
  uploadDocument: jest.fn(),
  deleteDocument: jest.fn(),
  getStructure: jest.fn(() => Promise.reject(new Error('none'))),
}));
jest.mock('../api/metadata', () => ({
  saveMetadata: jest.fn(),
  getDocumentText: jest.fn(),
  getMetadataSuggestions: jest.fn(),
  listJurisdictions: jest.fn(() => Promise.reject(new Error('offline'))),
  searchLawCases: jest.fn(() => Promise.resolve([])),
  searchLawyers: jest.fn(() => Promise.resolve([])),
}));
const uploadMock = jest.mocked(uploadDocument);
const deleteMock = jest.mocked(deleteDocument);
const saveMock = jest.mocked(saveMetadata);
const textMock = jest.mocked(getDocumentText);
const suggestionsMock = jest.mocked(getMetadataSuggestions);

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
  deleteMock.mockReset().mockResolvedValue({ token: 'deleted' });
  saveMock.mockReset();
  textMock.mockReset();
  suggestionsMock.mockReset();
});

/** The popup's file input (its list of chosen files is named like it). */
const fileInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/^fichiers?$/i, { selector: 'input' });

async function choose(user: ReturnType<typeof renderZone>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

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
    const dialog = await openDialog(user, /ajouter des documents/i);
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
    const dialog = await openDialog(user, /ajouter des documents/i);
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
    const dialog = await openDialog(user, /ajouter des documents/i);
    await user.upload(within(dialog).getByLabelText(/fichiers/i), [pdf('a.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));

    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
    expect(within(dialog).getByText('a.pdf')).toBeInTheDocument();
  });

  it('shows the wait the server asks for when too many uploads are still being read, and keeps the file', async () => {
    resetStores(makeLawyer());
    const reason =
      'Vous avez déjà 25 documents en attente de traitement. Réessayez dans 30 secondes, quand une partie aura été lue.';
    uploadMock.mockRejectedValueOnce(new ApiError({ status: 429, code: 'too_many_pending_uploads', message: reason }));
    const { user } = renderZone();
    const dialog = await openDialog(user, /ajouter des documents/i);
    await user.upload(within(dialog).getByLabelText(/fichiers/i), [pdf('a.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));

    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
    expect(within(dialog).getByText('a.pdf')).toBeInTheDocument();
  });

  it('says "File not supported" for another kind of file and keeps Continue disabled', async () => {
    resetStores(makeLawyer());
    const { user } = renderZone();
    const dialog = await openDialog(user, /ajouter des documents/i);
    await user.upload(within(dialog).getByLabelText(/fichiers/i), [
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(toasts()).toEqual([{ type: 'alert', text: 'Fichier non supporté' }]);
    expect(within(dialog).getByRole('button', { name: 'Continuer' })).toBeDisabled();
  });

  it('keeps a lawyer’s documents private, theirs, and says why; the super administrator’s are public by default', async () => {
    resetStores(makeLawyer());
    const lawyer = renderZone();
    let dialog = await openDialog(lawyer.user, /ajouter des documents/i);
    const visibility = within(dialog).getByRole('group', { name: 'Confidentialité' });
    expect(within(visibility).getByRole('radio', { name: 'Privé' })).toBeChecked();
    expect(within(visibility).getByRole('radio', { name: 'Public' })).toBeDisabled();
    expect(visibility).toHaveAccessibleDescription(/seul l'administrateur de la plateforme publie/);
    // What Privé and Public mean, one sentence each (issue 22 item 6): the provider reads private documents, logged.
    expect(visibility).toHaveAccessibleDescription(
      /Privé\u202f: visible par les membres de votre cabinet, et par l'équipe documentaire de LexDesk pour le traiter\u202f; chacun de ses accès est inscrit au journal d'accès du cabinet\./,
    );
    expect(visibility).toHaveAccessibleDescription(
      /Public\u202f: une fois traité, visible par tous les utilisateurs de LexDesk\./,
    );
    expect(within(dialog).getByText('Louise Martin (vous)')).toBeInTheDocument();
    lawyer.unmount();

    resetStores(makeSuperAdmin());
    const admin = renderZone();
    dialog = await openDialog(admin.user, /ajouter un document/i);
    expect(within(dialog).getByRole('radio', { name: 'Public' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'LexDesk' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Avocat source' })).toBeDisabled();
    expect(within(dialog).getByLabelText(/fichier/i)).not.toHaveAttribute('multiple');
  });

  it('reports a document uploaded but not added to its case', async () => {
    resetStores(makeLawyer());
    uploadMock.mockResolvedValueOnce(stored('a.pdf', false));
    const { user } = renderZone('case-1');
    const dialog = await openDialog(user, /ajouter des documents/i);
    await user.upload(within(dialog).getByLabelText(/fichiers/i), [pdf('a.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { type: 'success', text: 'Le document a bien été uploadé' },
        { type: 'alert', text: "a.pdf a été ajouté à la bibliothèque mais n'a pas pu être ajouté à l'affaire" },
      ]),
    );
    expect(uploadMock).toHaveBeenCalledWith(expect.objectContaining({ legalCaseToken: 'case-1' }));
  });

  it('resets when closed', async () => {
    resetStores(makeLawyer());
    const { user } = renderZone();
    let dialog = await openDialog(user, /ajouter des documents/i);
    await user.upload(within(dialog).getByLabelText(/fichiers/i), [pdf('a.pdf')]);
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    dialog = await openDialog(user, /ajouter des documents/i);
    expect(within(dialog).queryByText('a.pdf')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continuer' })).toBeDisabled();
  });
});

describe('the upload popup’s metadata', () => {
  it('sends a lawyer’s one file with the full form’s metadata, the file’s name as the document’s', async () => {
    resetStores(makeLawyer());
    uploadMock.mockResolvedValueOnce(stored('bail.pdf'));
    const { user } = renderZone();
    const dialog = await openDialog(user, /ajouter des documents/i);
    await user.upload(fileInput(dialog), [pdf('bail.pdf')]);
    expect(within(dialog).getByLabelText('Nom du document')).toHaveValue('bail.pdf');
    await choose(user, 'Type de document', 'Contrat');
    await user.type(within(dialog).getByLabelText('Nom'), 'Martin');
    await user.type(within(dialog).getByLabelText('Date de rédaction'), '02/03/2026');
    expect(within(dialog).getByRole('region', { name: 'Référence' })).toHaveTextContent(
      'Contrat, MARTIN, 2 mars 2026.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));

    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: 'Le document a bien été uploadé' }]));
    expect(uploadMock.mock.calls[0]?.[0].metadata).toEqual({
      name: 'bail.pdf',
      type: 'contract',
      country: null,
      language: null,
      source: 'lawyer',
      lawyerSource: { id: 11, lawyer_id: 11, name: 'Louise Martin' },
      visibility: 'private',
      anonymous: null,
      lawcases: [],
      authorFirstname: [],
      authorLastname: ['Martin'],
      redactionDate: '2026-03-02',
      reference: 'Contrat, MARTIN, 2 mars 2026.',
    });
  });

  it('asks only the type, country, language and law cases of several files, and sends them with each', async () => {
    resetStores(makeLawyer());
    uploadMock.mockResolvedValueOnce(stored('a.pdf')).mockResolvedValueOnce(stored('b.pdf'));
    const { user } = renderZone();
    const dialog = await openDialog(user, /ajouter des documents/i);
    await user.upload(fileInput(dialog), [pdf('a.pdf')]);
    expect(within(dialog).getByRole('group', { name: 'Source et confidentialité' })).toBeInTheDocument();
    await user.upload(fileInput(dialog), [pdf('b.pdf')]);

    expect(within(dialog).getByText(/s'appliquent à chaque fichier/)).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('combobox')
        .map((box) => box.getAttribute('aria-labelledby')),
    ).toHaveLength(4);
    for (const label of ['Type de document', 'Pays', 'Langue', "Types d'affaires"]) {
      expect(within(dialog).getByRole('combobox', { name: label })).toBeInTheDocument();
    }
    expect(within(dialog).queryByLabelText('Nom du document')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Source et confidentialité' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Référence' })).not.toBeInTheDocument();

    await choose(user, 'Type de document', 'Législation');
    await choose(user, 'Pays', 'Belgique');
    await choose(user, 'Langue', 'Néerlandais');
    // Belgian legislation has its own part in the full form, not here.
    expect(within(dialog).queryByRole('group', { name: 'Législation belge' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));

    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: '2 documents uploadés' }]));
    const sent = uploadMock.mock.calls.map(([request]) => request.metadata);
    expect(sent[0]).toEqual({
      type: 'legislation',
      country: 'be',
      language: 'nl',
      lawcases: [],
      visibility: 'private',
      reference: null,
    });
    expect(sent[1]).toEqual(sent[0]);
  });
});

describe('the super administrator’s upload', () => {
  const text = 'COUR DE CASSATION\nArrêt du 15 janvier 2020\nN° C.19.0123.F';
  const detail = (metadata: DocumentDetail['metadata']): DocumentDetail => ({
    token: 't-arret.pdf',
    name: 'arret.pdf',
    mime: 'application/pdf',
    state: 'success',
    visibility: 'public',
    metadata,
    categorization: [],
    unprocessed_openai_tag: [],
    suggestions_provider: null,
    summary: null,
    suggestions_pending: false,
    suggestions_error: null,
    suggestions_error_message: null,
  });

  it('sends the file when chosen, offers the values read from it, and Continue saves the metadata', async () => {
    resetStores(makeSuperAdmin());
    uploadMock.mockResolvedValueOnce(stored('arret.pdf'));
    // Read by the worker after a first look: the popup asks again until the text is there.
    textMock
      .mockResolvedValueOnce({ token: 't-arret.pdf', state: 'pending', text: null })
      .mockResolvedValue({ token: 't-arret.pdf', state: 'success', text });
    suggestionsMock.mockResolvedValue([
      { field: 'type', value: 'jurisprudence', start_index: 18, end_index: 23 },
      { field: 'country', value: 'be', start_index: 0, end_index: 17 },
      { field: 'jurisdictionType', value: 'cass', start_index: 0, end_index: 17 },
      { field: 'pronouncedDate', value: '2020-01-15', start_index: 28, end_index: 43 },
      { field: 'roleNumber', value: 'C.19.0123.F', start_index: 47, end_index: 58 },
    ]);
    saveMock.mockImplementation((_token, metadata) => Promise.resolve(detail(metadata)));
    const { user, listInvalidated } = renderZone();
    const dialog = await openDialog(user, /ajouter un document/i);
    await user.upload(fileInput(dialog), [pdf('arret.pdf')]);

    await waitFor(() => expect(uploadMock).toHaveBeenCalledTimes(1));
    expect(uploadMock.mock.calls[0]?.[0]).toMatchObject({ visibility: 'private' });
    expect(uploadMock.mock.calls[0]?.[0].metadata).toBeUndefined();
    expect(await within(dialog).findByText('Lecture du texte du document…')).toBeInTheDocument();
    const accept = await within(dialog).findByRole('button', { name: 'Tout accepter' }, { timeout: 4000 });
    await user.click(accept);
    expect(within(dialog).getByRole('region', { name: 'Référence' })).toHaveTextContent(
      'Cass., 15 janvier 2020, R.G. n° C.19.0123.F.',
    );
    expect(toasts()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(toasts()).toEqual([{ type: 'success', text: 'Le document a bien été uploadé' }]));
    expect(saveMock).toHaveBeenCalledWith(
      't-arret.pdf',
      expect.objectContaining({
        name: 'arret.pdf',
        type: 'jurisprudence',
        jurisdictionName: 'cass',
        source: 'lexdesk',
        visibility: 'public',
        reference: 'Cass., 15 janvier 2020, R.G. n° C.19.0123.F.',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteMock).not.toHaveBeenCalled();
    expect(listInvalidated()).toBe(true);
  }, 10_000);

  it('deletes the document it sent when another file replaces it or the popup closes before Continue', async () => {
    resetStores(makeSuperAdmin());
    uploadMock.mockResolvedValueOnce(stored('first.pdf')).mockResolvedValueOnce(stored('second.pdf'));
    textMock.mockResolvedValue({ token: 'x', state: 'pending', text: null });
    const { user } = renderZone();
    const dialog = await openDialog(user, /ajouter un document/i);
    await user.upload(fileInput(dialog), [pdf('first.pdf')]);
    await waitFor(() => expect(uploadMock).toHaveBeenCalledTimes(1));
    await user.upload(fileInput(dialog), [pdf('second.pdf')]);
    await waitFor(() => expect(deleteMock).toHaveBeenCalledWith('t-first.pdf'));
    expect(within(dialog).getByLabelText('Nom du document')).toHaveValue('second.pdf');

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(deleteMock).toHaveBeenCalledWith('t-second.pdf'));
    expect(saveMock).not.toHaveBeenCalled();
  });

  it('says at once when the file is refused, and Continue stays disabled', async () => {
    resetStores(makeSuperAdmin());
    uploadMock.mockRejectedValueOnce(new Error('refused'));
    const { user } = renderZone();
    const dialog = await openDialog(user, /ajouter un document/i);
    await user.upload(fileInput(dialog), [pdf('arret.pdf')]);
    await waitFor(() =>
      expect(toasts()).toEqual([{ type: 'alert', text: "L'upload de 1 document(s) a échoué\u00a0: arret.pdf" }]),
    );
    expect(within(dialog).getByText("L'ajout a échoué")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continuer' })).toBeDisabled();
  });

  it('keeps the popup and every value when the metadata is refused', async () => {
    resetStores(makeSuperAdmin());
    uploadMock.mockResolvedValueOnce(stored('arret.pdf'));
    textMock.mockResolvedValue({ token: 'x', state: 'pending', text: null });
    saveMock.mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Certaines données ne sont pas valides.',
        errors: { 'metadata.title': ['Ce titre est trop vague.'] },
      }),
    );
    const { user } = renderZone();
    const dialog = await openDialog(user, /ajouter un document/i);
    await user.upload(fileInput(dialog), [pdf('arret.pdf')]);
    await choose(user, 'Type de document', 'Législation');
    await choose(user, 'Pays', 'France');
    await user.type(within(dialog).getByLabelText('Intitulé'), 'Code civil');
    await user.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Intitulé')).toHaveAccessibleDescription('Ce titre est trop vague.'),
    );
    expect(within(dialog).getByLabelText('Intitulé')).toHaveValue('Code civil');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });
});

describe.each([
  ['en', /upload documents/i, 'Files', 'Continue', /LexDesk's documentation team to process it.*access log/],
  ['nl', /documenten uploaden/i, 'Bestanden', 'Doorgaan', /documentatieteam van LexDesk.*toegangslogboek/],
] as const)('the upload popup in %s', (locale, open, files, continueLabel, privateMeaning) => {
  it('speaks the language', async () => {
    resetStores(makeLawyer());
    const { user } = renderScreen(<UploadZone />, { locale });
    await user.click(screen.getByRole('button', { name: open }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText(new RegExp(files))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: continueLabel })).toBeDisabled();
    expect(await within(dialog).findByText(privateMeaning)).toBeInTheDocument();
  });
});
