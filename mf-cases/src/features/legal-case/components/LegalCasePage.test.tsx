import { ApiError, type LegalCase, type LegalCaseStatus } from '@lexdesk/shared';
import { acceptLegalCase, closeLegalCase, refuseLegalCase } from '../../../api/legalCases';
import { mockCaseReads } from '../../../common/test/caseReads';
import { screen, waitFor, within } from '@testing-library/react';
import { makeLegalCase, makeUser, OTHER_LAWYER_ID, OWNER_ID } from '../test/fixtures';
import { renderCaseRoute, resetStores, toasts } from '../test/render';

jest.mock('../../../api/legalCases', () => ({
  acceptLegalCase: jest.fn(),
  closeLegalCase: jest.fn(),
  refuseLegalCase: jest.fn(),
  assignLegalCase: jest.fn(),
  searchLawyers: jest.fn(),
  listFirmMembers: jest.fn(async () => []),
}));

const { detail: getLegalCaseMock } = mockCaseReads();
const acceptMock = jest.mocked(acceptLegalCase);
const closeMock = jest.mocked(closeLegalCase);
const refuseMock = jest.mocked(refuseLegalCase);

const owner = makeUser({ id: OWNER_ID });
const colleague = makeUser({ id: OTHER_LAWYER_ID, name: 'Marc Lambert' });

function serve(...cases: LegalCase[]) {
  // Each call answers the next version of the case; the last one keeps being served.
  let index = 0;
  getLegalCaseMock.mockImplementation(async () => {
    const legalCase = cases[Math.min(index, cases.length - 1)] as LegalCase;
    index += 1;
    return legalCase;
  });
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Jeanne Peeters' });
const reassign = () => screen.queryByRole('combobox', { name: "Réassigner l'affaire" });
const tabs = () => screen.queryByRole('navigation', { name: "Sections de l'affaire" });

beforeEach(() => {
  jest.clearAllMocks();
  resetStores();
});

describe('LegalCase layout', () => {
  it('shows a spinner, then the litigant, the concrete case and the status', async () => {
    serve(makeLegalCase({ status: 'opened' }));
    renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    expect(screen.getByRole('status')).toHaveTextContent("Chargement de l'affaire…");
    expect(await heading()).toBeInTheDocument();
    expect(getLegalCaseMock).toHaveBeenCalledWith('case-abc', expect.any(AbortSignal));
    expect(screen.getByText('Mon propriétaire ne me rend pas ma garantie locative')).toBeInTheDocument();
    expect(screen.getByText('En cours')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The tab receives the case through the outlet context.
    expect(screen.getByRole('heading', { level: 2, name: 'Demande' })).toBeInTheDocument();
  });

  it('says "Aucun cas concret lié" when the case names no concrete case', async () => {
    serve(makeLegalCase({ law_case_content: null, lawcase: null }));
    renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    expect(await heading()).toBeInTheDocument();
    expect(screen.getByText('Aucun cas concret lié')).toBeInTheDocument();
  });

  it('says a 404 case is not found and links back to my cases', async () => {
    getLegalCaseMock.mockRejectedValue(new ApiError({ status: 404, code: 'not_found', message: 'Introuvable' }));
    const { user, pathname } = renderCaseRoute('/legal-case/nope/demand', { user: owner });
    expect(await screen.findByRole('heading', { level: 2, name: 'Affaire introuvable' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Retour à mes affaires' }));
    expect(pathname()).toBe('/legal-cases/my-cases');
  });

  it('toasts other load failures and retries on demand', async () => {
    getLegalCaseMock.mockRejectedValueOnce(new ApiError({ status: 500, code: 'http_500', message: '' }));
    getLegalCaseMock.mockResolvedValue(makeLegalCase());
    const { user } = renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    expect(await screen.findByRole('heading', { name: "Impossible de charger l'affaire" })).toBeInTheDocument();
    expect(toasts()).toEqual([
      { type: 'error', text: 'Error: Un problème est survenu. Veuillez réessayer plus tard.' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await heading()).toBeInTheDocument();
  });

  it("keeps the server's reason for a refusal on screen", async () => {
    getLegalCaseMock.mockRejectedValue(
      new ApiError({ status: 403, code: 'forbidden', message: "Vous n'avez pas accès à cette affaire." }),
    );
    renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    expect(await screen.findByRole('heading', { name: "Impossible de charger l'affaire" })).toBeInTheDocument();
    expect(screen.getByText("Vous n'avez pas accès à cette affaire.")).toBeInTheDocument();
  });

  it('hides the tabs while the case is new', async () => {
    serve(makeLegalCase({ status: 'new' }));
    renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    expect(await heading()).toBeInTheDocument();
    expect(tabs()).not.toBeInTheDocument();
  });

  it('shows the four tabs as links once the case is accepted, the current one marked', async () => {
    serve(makeLegalCase({ status: 'opened' }));
    const { user, pathname } = renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    expect(await heading()).toBeInTheDocument();
    const nav = tabs() as HTMLElement;
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Demande', 'Documents du justiciable', 'Documents du cabinet', 'Documents juridiques']);
    expect(within(nav).getByRole('link', { name: 'Demande' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Documents du cabinet' }));
    expect(pathname()).toBe('/legal-case/case-abc/office-documents');
    expect(screen.getByText('Contenu mf-library : mes documents')).toBeInTheDocument();
  });

  it('sends a new case from the office documents tab to the litigant documents', async () => {
    serve(makeLegalCase({ status: 'new' }));
    const { pathname } = renderCaseRoute('/legal-case/case-abc/office-documents', { user: owner });
    expect(await screen.findByRole('heading', { level: 2, name: 'Documents du justiciable' })).toBeInTheDocument();
    expect(pathname()).toBe('/legal-case/case-abc/litigeant-documents');
    expect(screen.queryByText('Contenu mf-library : mes documents')).not.toBeInTheDocument();
  });

  it('lets an opened case show the juridical documents tab', async () => {
    serve(makeLegalCase({ status: 'opened' }));
    const { pathname } = renderCaseRoute('/legal-case/case-abc/juridical-documents', { user: owner });
    expect(await screen.findByText('Contenu mf-library : documents juridiques')).toBeInTheDocument();
    expect(pathname()).toBe('/legal-case/case-abc/juridical-documents');
  });
});

describe('navigation context', () => {
  it('hands the list to go back to from tab to tab', async () => {
    serve(makeLegalCase({ status: 'opened' }));
    const backTo = '/legal-cases/all-cases?page=2&closed=1';
    const { user, pathname, state } = renderCaseRoute(
      { pathname: '/legal-case/case-abc/demand', state: { backTo } },
      { user: owner },
    );
    await heading();
    await user.click(screen.getByRole('link', { name: 'Documents du justiciable' }));
    expect(pathname()).toBe('/legal-case/case-abc/litigeant-documents');
    expect(state()).toEqual({ backTo });
  });

  it("names the litigant in the browser tab's title, keeping the shell's suffix", async () => {
    document.title = 'Demande · LexDesk';
    serve(makeLegalCase({ status: 'new' }));
    renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    await heading();
    await waitFor(() => expect(document.title).toBe('Demande – Jeanne Peeters · LexDesk'));
  });

  it('gives every tab its own title, and keeps it when the shell writes its route title again', async () => {
    document.title = 'Demande · LexDesk';
    serve(makeLegalCase({ status: 'opened' }));
    const { user } = renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    await heading();
    await waitFor(() => expect(document.title).toBe('Demande – Jeanne Peeters · LexDesk'));
    for (const [link, title] of [
      ['Documents du justiciable', 'Documents du justiciable – Jeanne Peeters · LexDesk'],
      ['Documents du cabinet', 'Documents du cabinet – Jeanne Peeters · LexDesk'],
      ['Documents juridiques', 'Documents juridiques – Jeanne Peeters · LexDesk'],
    ]) {
      await user.click(screen.getByRole('link', { name: link }));
      // The shell writes "{route title} · LexDesk" after the page, and again when a remote's texts arrive.
      document.title = `${link} · LexDesk`;
      await waitFor(() => expect(document.title).toBe(title));
    }
  });

  it('titles the tabs in the interface language', async () => {
    document.title = "Litigant's documents · LexDesk";
    serve(makeLegalCase({ status: 'opened' }));
    renderCaseRoute('/legal-case/case-abc/litigeant-documents', { user: owner, locale: 'nl' });
    await screen.findByRole('heading', { level: 1, name: 'Jeanne Peeters' });
    await waitFor(() => expect(document.title).toBe('Documenten van de rechtzoekende – Jeanne Peeters · LexDesk'));
  });
});

describe('what a lawyer reads first', () => {
  const deadlineEntry = (fr: string, en: string, answer: string, deadline = true) => ({
    question_type: 'date' as const,
    question: { title: { fr, en, nl: fr }, answers: [], ...(deadline ? { deadline: true } : {}) },
    answer,
  });

  it('shows the day the request was received, on the Brussels calendar', async () => {
    serve(makeLegalCase({ status: 'new', created_at: '2026-10-14T22:30:00Z' }));
    renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    await heading();
    expect(screen.getByText('Reçue le 15/10/2026')).toBeInTheDocument();
  });

  it('lists the dates a time limit runs from at the top, as dates, named by their question', async () => {
    const base = makeLegalCase({ status: 'opened' });
    serve(
      makeLegalCase({
        status: 'opened',
        questions_and_answers: [
          deadlineEntry(
            'À quelle date avez-vous reçu le jugement\u202f?',
            'On what date were you served the judgment?',
            '2026-10-15',
          ),
          ...base.questions_and_answers,
          // Unanswered, or a date nothing runs from: not listed.
          deadlineEntry("Date de l'audience", 'Hearing date', ''),
          deadlineEntry('Date du mariage', 'Date of the marriage', '2012-06-16', false),
          deadlineEntry('Date de la notification', 'Date of the notification', '2026-11-02'),
        ],
      }),
    );
    renderCaseRoute('/legal-case/case-abc/litigeant-documents', { user: owner, locale: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Jeanne Peeters' });
    const panel = screen.getByRole('region', { name: 'Dates to watch' });
    expect(panel).toHaveTextContent('A time limit may run from these dates.');
    const terms = within(panel)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const dates = within(panel)
      .getAllByRole('definition')
      .map((date) => date.textContent);
    expect(terms).toEqual(['On what date were you served the judgment?', 'Date of the notification']);
    expect(dates).toEqual(['15/10/2026', '02/11/2026']);
    // Above the tabs: read before the tab's content.
    const tabBar = screen.getByRole('navigation', { name: 'Case sections' });
    expect(panel.compareDocumentPosition(tabBar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no such panel when no deadline date was answered', async () => {
    serve(makeLegalCase({ status: 'new' }));
    renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    await heading();
    expect(screen.queryByRole('region', { name: 'Dates à surveiller' })).not.toBeInTheDocument();
  });
});

describe('assigned lawyer in the header', () => {
  it.each(['new', 'opened', 'closed', 'refused'] as LegalCaseStatus[])(
    'names the assigned lawyer on a %s case',
    async (status) => {
      serve(makeLegalCase({ status }));
      renderCaseRoute('/legal-case/case-abc/litigeant-documents', { user: owner });
      await heading();
      expect(screen.getByText('Avocat assigné : Claire Dubois')).toBeInTheDocument();
    },
  );

  it('says when no lawyer is assigned', async () => {
    serve(makeLegalCase({ status: 'closed', user_id: null, user: null }));
    renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    await heading();
    expect(screen.getByText('Aucun avocat assigné')).toBeInTheDocument();
  });

  it("tells a colleague who has the case and why there is no action, in the interface's language", async () => {
    serve(makeLegalCase({ status: 'new' }));
    renderCaseRoute('/legal-case/case-abc/demand', { user: colleague, locale: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Jeanne Peeters' });
    expect(
      screen.getByText(
        'This case is assigned to Claire Dubois: only the assigned lawyer can accept, refuse, close or reassign it.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the owner no such note, nor anyone on a closed case', async () => {
    serve(makeLegalCase({ status: 'opened' }));
    const { unmount } = renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    await heading();
    expect(screen.queryByText(/seul l'avocat assigné/)).not.toBeInTheDocument();
    unmount();
    serve(makeLegalCase({ status: 'closed' }));
    renderCaseRoute('/legal-case/case-abc/demand', { user: colleague });
    await heading();
    expect(screen.queryByText(/seul l'avocat assigné/)).not.toBeInTheDocument();
  });
});

describe('action buttons by status and ownership', () => {
  const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

  it.each<[LegalCaseStatus, string[], boolean, string]>([
    ['new', ['Refuser', 'Accepter'], true, 'Nouvelle'],
    ['opened', ['Clôturer'], true, 'En cours'],
    ['closed', [], false, 'Clôturée'],
    ['refused', [], false, 'Refusée'],
  ])('owner on a %s case: %j, reassign %s, label %s', async (status, buttons, reassignable, label) => {
    serve(makeLegalCase({ status }));
    renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    expect(await heading()).toBeInTheDocument();
    expect(buttonNames()).toEqual(buttons);
    expect(!!reassign()).toBe(reassignable);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it.each<LegalCaseStatus>(['new', 'opened', 'closed'])(
    'a colleague on a %s case gets no action and no reassign',
    async (status) => {
      serve(makeLegalCase({ status }));
      renderCaseRoute('/legal-case/case-abc/demand', { user: colleague });
      expect(await heading()).toBeInTheDocument();
      expect(buttonNames()).toEqual([]);
      expect(reassign()).not.toBeInTheDocument();
      expect(screen.queryByRole('group', { name: "Actions sur l'affaire" })).not.toBeInTheDocument();
    },
  );

  it('accepts: calls the API, toasts, then reloads the case', async () => {
    serve(makeLegalCase({ status: 'new' }), makeLegalCase({ status: 'opened' }));
    let resolveAccept: (value: LegalCase) => void = () => undefined;
    acceptMock.mockImplementation(() => new Promise((resolve) => (resolveAccept = resolve)));
    const { user } = renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    expect(await heading()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(acceptMock).toHaveBeenCalledWith('case-abc');
    // No double submission while the call runs.
    expect(screen.getByRole('button', { name: 'Accepter' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Refuser' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(acceptMock).toHaveBeenCalledTimes(1);

    resolveAccept(makeLegalCase({ status: 'opened' }));
    expect(await screen.findByRole('button', { name: 'Clôturer' })).toBeEnabled();
    expect(getLegalCaseMock).toHaveBeenCalledTimes(2);
    expect(toasts()).toEqual([{ type: 'success', text: 'Affaire acceptée' }]);
    expect(tabs()).toBeInTheDocument();
    // The button that had the focus is gone: the focus goes to the title, not back to the top of the page.
    expect(screen.getByRole('heading', { level: 1, name: 'Jeanne Peeters' })).toHaveFocus();
  });

  it('refuses after confirmation, toasts and goes to my cases', async () => {
    serve(makeLegalCase({ status: 'new' }));
    refuseMock.mockResolvedValue(makeLegalCase({ status: 'refused' }));
    const { user, pathname } = renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    expect(await heading()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    const dialog = screen.getByRole('dialog', { name: "Refuser l'affaire ?" });
    expect(dialog).toHaveTextContent('Cette action est irréversible.');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    expect(refuseMock).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: "Refuser l'affaire" }));
    await waitFor(() => expect(pathname()).toBe('/legal-cases/my-cases'));
    expect(refuseMock).toHaveBeenCalledWith('case-abc', '');
    expect(toasts()).toEqual([{ type: 'success', text: 'Affaire refusée' }]);
  });

  it('says the litigant will be told, in the language of the request, and sends the reason the lawyer gives', async () => {
    serve(makeLegalCase({ status: 'new', lang: 'nl' }));
    refuseMock.mockResolvedValue(makeLegalCase({ status: 'refused' }));
    const { user, pathname } = renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    expect(await heading()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    const dialog = screen.getByRole('dialog', { name: "Refuser l'affaire ?" });
    expect(dialog).toHaveTextContent(
      'Jeanne Peeters en sera informé(e) par e-mail, en néerlandais (la langue de sa demande)',
    );
    expect(dialog).toHaveTextContent('Vos motifs ne lui sont communiqués que si vous les indiquez ci-dessous.');
    const reason = within(dialog).getByRole('textbox', { name: 'Motif pour le justiciable (facultatif)' });
    expect(reason).toHaveAttribute('maxlength', '1000');
    expect(reason).toHaveAccessibleDescription("Repris tel quel dans l'e-mail. 1000 caractères au maximum.");
    await user.type(reason, 'Le cabinet ne traite pas ce domaine.');
    await user.click(within(dialog).getByRole('button', { name: "Refuser l'affaire" }));
    await waitFor(() => expect(pathname()).toBe('/legal-cases/my-cases'));
    expect(refuseMock).toHaveBeenCalledWith('case-abc', 'Le cabinet ne traite pas ce domaine.');
  });

  it('starts every refusal with an empty reason', async () => {
    serve(makeLegalCase({ status: 'new' }));
    const { user } = renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    expect(await heading()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    await user.type(screen.getByRole('textbox', { name: /Motif pour le justiciable/ }), 'Brouillon');
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(screen.getByRole('textbox', { name: /Motif pour le justiciable/ })).toHaveValue('');
  });

  it('does nothing when the refusal is cancelled', async () => {
    serve(makeLegalCase({ status: 'new' }));
    const { user, pathname } = renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    expect(await heading()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refuser' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(refuseMock).not.toHaveBeenCalled();
    expect(pathname()).toBe('/legal-case/case-abc/demand');
  });

  it('closes after confirmation, toasts and reloads the case', async () => {
    serve(makeLegalCase({ status: 'opened' }), makeLegalCase({ status: 'closed' }));
    closeMock.mockResolvedValue(makeLegalCase({ status: 'closed' }));
    const { user } = renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    expect(await heading()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clôturer' }));
    const dialog = screen.getByRole('dialog', { name: "Clôturer l'affaire ?" });
    await user.click(within(dialog).getByRole('button', { name: "Clôturer l'affaire" }));
    expect(await screen.findByText('Clôturée')).toBeInTheDocument();
    expect(closeMock).toHaveBeenCalledWith('case-abc');
    expect(getLegalCaseMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Clôturer' })).not.toBeInTheDocument();
    expect(reassign()).not.toBeInTheDocument();
    expect(toasts()).toEqual([{ type: 'success', text: 'Affaire clôturée' }]);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Jeanne Peeters' })).toHaveFocus());
  });

  it('puts the focus back on the page when a confirmed action fails and nothing changes', async () => {
    serve(makeLegalCase({ status: 'opened' }));
    closeMock.mockRejectedValue(new ApiError({ status: 0, code: 'network_error', message: '' }));
    const { user } = renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    expect(await heading()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clôturer' }));
    await user.click(screen.getByRole('button', { name: "Clôturer l'affaire" }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Clôturer' })).toBeEnabled());
    expect(toasts()).toEqual([{ type: 'error', text: expect.stringMatching(/^Error: /) }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Jeanne Peeters' })).toHaveFocus();
  });

  it('shows a 409 refusal as an error toast and reloads to show the real status', async () => {
    // Another lawyer's click won: the case is already opened on the server.
    serve(makeLegalCase({ status: 'new' }), makeLegalCase({ status: 'opened' }));
    acceptMock.mockRejectedValue(
      new ApiError({ status: 409, code: 'invalid_transition', message: "Cette affaire n'est plus nouvelle." }),
    );
    const { user } = renderCaseRoute('/legal-case/case-abc/demand', { user: owner });
    expect(await heading()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(await screen.findByRole('button', { name: 'Clôturer' })).toBeInTheDocument();
    expect(toasts()).toEqual([{ type: 'error', text: "Error: Cette affaire n'est plus nouvelle." }]);
    expect(getLegalCaseMock).toHaveBeenCalledTimes(2);
  });
});
