import {
  ApiError,
  INTAKE_PROOF_OF_WORK_FIELD,
  useLocaleStore,
  type IntakeChallenge,
  type UploadProgress,
} from '@lexdesk/shared';
import { getIntakeForm, submitIntake } from '../../../api/legalCases';
import { act, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Intake from '../../../exposes/Intake';
import { solveIntakeChallenge } from '../proof/solver';
import { CATEGORIES, FIRM_UUID, LAW_CASE, makeChallenge, makeForm, pdf, renderPage } from '../test/render';

jest.mock('../../../api/legalCases', () => ({
  getIntakeForm: jest.fn(),
  submitIntake: jest.fn(),
}));
// The real solver (proof/solver.test.ts) takes a second of WebCrypto work: here it answers at once.
jest.mock('../proof/solver', () => ({ solveIntakeChallenge: jest.fn() }));
const getFormMock = jest.mocked(getIntakeForm);
const submitMock = jest.mocked(submitIntake);
const solveMock = jest.mocked(solveIntakeChallenge);
const proofOf = (challenge: IntakeChallenge) => `proof-of-${challenge.signature}`;

const route = (query: Record<string, string>) => `/intake?${new URLSearchParams(query).toString()}`;
const FR_ROUTE = route({ uuid: FIRM_UUID, lawCase: String(LAW_CASE.id), lang: 'fr' });

beforeEach(() => {
  getFormMock.mockReset();
  submitMock.mockReset();
  // The locale the app had before: the page must take its language from its URL instead.
  useLocaleStore.setState({ locale: 'en' });
  // The server answers in the language asked for (the page sends it with the GET).
  getFormMock.mockImplementation(async (query) => makeForm(query.lang ?? useLocaleStore.getState().locale));
  submitMock.mockResolvedValue({ received_at: '2026-11-22T10:00:00Z' });
  solveMock.mockReset();
  solveMock.mockImplementation(async (challenge) => proofOf(challenge));
});

type User = ReturnType<typeof renderPage>['user'];

async function renderForm(path = FR_ROUTE, options: { applyAccept?: boolean } = {}) {
  const page = renderPage(<Intake />, { route: path, ...options });
  await screen.findByRole('button', { name: /Envoyer ma demande|Mijn aanvraag versturen/ });
  return page;
}

const submit = () => screen.getByRole('button', { name: 'Envoyer ma demande' });
const checkboxGroup = () => screen.getByRole('group', { name: /Quels documents avez-vous \?/ });
const radioGroup = () => screen.getByRole('group', { name: /Le bail est-il enregistré \?/ });
const dateInput = () => screen.getByLabelText(/Date de fin du bail/);
const textArea = () => screen.getByRole('textbox', { name: /Décrivez votre situation/ });
const fileInput = () => screen.getByLabelText(/Votre contrat de bail/, { selector: 'input' });
const filesInput = () => screen.getByLabelText(/Autres documents utiles/, { selector: 'input' });
const firstname = () => screen.getByRole('textbox', { name: /^Prénom/ });
const lastname = () => screen.getByRole('textbox', { name: /^Nom/ });
const email = () => screen.getByRole('textbox', { name: /^Email/ });
const phone = () => screen.getByRole('textbox', { name: /^Téléphone/ });
const acknowledgement = () =>
  screen.getByRole('checkbox', { name: /J'ai pris connaissance de la politique de vie privée/ });

async function fillEverything(user: User) {
  await user.click(screen.getByRole('checkbox', { name: 'Un contrat de bail' }));
  await user.click(screen.getByRole('checkbox', { name: 'Des courriers' }));
  await user.click(screen.getByRole('radio', { name: 'Non' }));
  await user.type(dateInput(), '30/06/2026');
  await user.type(textArea(), "  Ma garantie n'est pas rendue depuis trois mois.  ");
  await user.upload(fileInput(), pdf('bail.pdf'));
  await user.upload(filesInput(), [pdf('etat-des-lieux.pdf'), new File(['x'], 'photo.jpg', { type: 'image/jpeg' })]);
  await user.type(firstname(), ' Anne ');
  await user.type(lastname(), 'Martin');
  await user.type(email(), 'anne.martin@example.be');
  await user.type(phone(), '+32 470 12 34 56');
  await user.click(acknowledgement());
}

describe('Intake page', () => {
  it('takes its language from ?lang=, loads the form and shows every question type in French', async () => {
    await renderForm();
    expect(useLocaleStore.getState().locale).toBe('fr');
    expect(getFormMock).toHaveBeenCalledWith(
      { uuid: FIRM_UUID, lawCase: LAW_CASE.id, lang: 'fr' },
      expect.any(AbortSignal),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Formulaire de demande' })).toBeInTheDocument();
    expect(screen.getByText('Cabinet Démo')).toBeInTheDocument();
    expect(screen.getByText(`Votre situation : ${LAW_CASE.content}`)).toBeInTheDocument();

    expect(checkboxGroup()).toHaveAccessibleName('Quels documents avez-vous ? (obligatoire)');
    expect(within(checkboxGroup()).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(radioGroup()).getAllByRole('radio')).toHaveLength(2);
    expect(within(radioGroup()).getByRole('radio', { name: 'Oui' })).toBeRequired();
    expect(dateInput()).toHaveAttribute('type', 'text');
    expect(dateInput()).toHaveAttribute('inputmode', 'numeric');
    expect(dateInput()).toHaveAccessibleDescription('Format\u00a0: JJ/MM/AAAA');
    expect(dateInput()).toBeRequired();
    expect(textArea().tagName).toBe('TEXTAREA');
    expect(textArea()).toHaveAttribute('maxlength', '5000');
    expect(fileInput()).toHaveAttribute('type', 'file');
    expect(fileInput()).not.toHaveAttribute('multiple');
    expect(fileInput()).toHaveAttribute('accept', '.png,.jpg,.jpeg,.pdf,.doc,.docx');
    expect(fileInput()).toHaveAttribute('aria-required', 'true');
    expect(fileInput()).toHaveAccessibleDescription(/Formats acceptés/);
    expect(filesInput()).toHaveAttribute('multiple');
    expect(filesInput()).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText('Autres documents utiles')).toBe(filesInput());

    expect(firstname()).toHaveAttribute('autocomplete', 'given-name');
    expect(lastname()).toHaveAttribute('autocomplete', 'family-name');
    expect(email()).toHaveAttribute('type', 'email');
    expect(phone()).toHaveAttribute('type', 'tel');
    expect(phone()).toHaveAccessibleDescription('Par exemple : +32 470 12 34 56');
    for (const field of [firstname(), lastname(), email(), phone(), acknowledgement()]) expect(field).toBeRequired();
  });

  it('shows the questionnaire and its own texts in Dutch with ?lang=nl', async () => {
    renderPage(<Intake />, { route: route({ uuid: FIRM_UUID, lawCase: '42', lang: 'nl' }) });
    await screen.findByRole('button', { name: 'Mijn aanvraag versturen' });
    expect(useLocaleStore.getState().locale).toBe('nl');
    expect(screen.getByRole('heading', { level: 1, name: 'Aanvraagformulier' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Welke documenten heeft u? (verplicht)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nee' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Einddatum van het huurcontract/)).toHaveAccessibleDescription('Formaat: DD/MM/JJJJ');
    expect(screen.getByRole('textbox', { name: /Beschrijf uw situatie/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/Uw huurcontract/)).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText(/Andere nuttige documenten/)).toHaveAttribute('multiple');
    expect(screen.getByRole('textbox', { name: /^Voornaam/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Telefoon/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Ik heb kennisgenomen van het privacybeleid/ })).toBeRequired();
  });

  it("follows the browser's languages for a missing or unknown ?lang=, French when it has none of ours", async () => {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'es']);
    await renderForm(route({ uuid: FIRM_UUID, lawCase: '42', lang: 'de' }));
    expect(useLocaleStore.getState().locale).toBe('fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Formulaire de demande' })).toBeInTheDocument();
    languages.mockRestore();
  });

  it('says the form is not available without a firm uuid, without calling the server', () => {
    renderPage(<Intake />, { route: '/intake?lawCase=&lang=fr' });
    expect(screen.getByText(/Ce formulaire n'est pas disponible/)).toBeInTheDocument();
    expect(getFormMock).not.toHaveBeenCalled();
  });

  it('says the form is not available for an unknown firm', async () => {
    getFormMock.mockRejectedValue(new ApiError({ status: 404, code: 'not_found', message: 'Introuvable' }));
    renderPage(<Intake />, { route: route({ uuid: 'nope', lang: 'fr' }) });
    expect(await screen.findByText(/Ce formulaire n'est pas disponible/)).toBeInTheDocument();
  });

  it('shows a spinner while loading, and a retry when loading fails', async () => {
    getFormMock.mockRejectedValueOnce(new ApiError({ status: 0, code: 'network_error', message: '' }));
    const { user } = renderPage(<Intake />, { route: FR_ROUTE });
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent("Le formulaire n'a pas pu être chargé");
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: 'Envoyer ma demande' })).toBeInTheDocument();
  });

  it('says which fields are required, focuses the first one and sends nothing', async () => {
    const { user } = await renderForm();
    await user.click(submit());
    expect(checkboxGroup()).toHaveAccessibleDescription('Ce champ est requis');
    expect(radioGroup()).toHaveAccessibleDescription('Ce champ est requis');
    for (const radio of within(radioGroup()).getAllByRole('radio'))
      expect(radio).toHaveAttribute('aria-invalid', 'true');
    expect(dateInput()).toHaveAccessibleDescription('Format\u00a0: JJ/MM/AAAA Ce champ est requis');
    expect(textArea()).toHaveAccessibleDescription('Ce champ est requis');
    expect(fileInput()).toHaveAccessibleDescription(/Ce champ est requis/);
    expect(filesInput()).not.toHaveAttribute('aria-invalid');
    for (const field of [firstname(), lastname(), email()]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Ce champ est requis');
    }
    expect(phone()).toHaveAccessibleDescription('Par exemple : +32 470 12 34 56 Ce champ est requis');
    expect(acknowledgement()).toHaveAccessibleDescription(
      /Confirmez avoir pris connaissance de la politique de vie privée pour envoyer votre demande$/,
    );
    expect(within(checkboxGroup()).getByRole('checkbox', { name: 'Un contrat de bail' })).toHaveFocus();
    expect(submitMock).not.toHaveBeenCalled();

    // Answering clears the error at once.
    await user.click(screen.getByRole('radio', { name: 'Oui' }));
    expect(radioGroup()).not.toHaveAccessibleDescription('Ce champ est requis');
  });

  it("links the acknowledgement to the firm's privacy policy, else to LexDesk's", async () => {
    getFormMock.mockResolvedValueOnce(makeForm('fr', { privacy_url: 'https://lexdesk.example/policies/f/privacy/fr' }));
    const { unmount } = await renderForm();
    const firmLink = screen.getByRole('link', { name: /politique de vie privée du cabinet/ });
    expect(firmLink).toHaveAttribute('href', 'https://lexdesk.example/policies/f/privacy/fr');
    expect(firmLink).toHaveAttribute('target', '_blank');
    unmount();
    getFormMock.mockResolvedValueOnce(makeForm('fr', { privacy_url: null }));
    await renderForm();
    expect(screen.getByRole('link', { name: /charte de vie privée de LexDesk/ })).toHaveAttribute(
      'href',
      '/legals#privacy',
    );
  });

  it('asks the litigant to acknowledge the privacy policy, saying on what basis the firm processes the data', async () => {
    const { user } = await renderForm();
    await fillEverything(user);
    await user.click(acknowledgement());
    expect(acknowledgement()).not.toBeChecked();
    // Not a consent (GDPR art. 7(4)): the basis is the steps the litigant asks for, said beside the box.
    expect(acknowledgement()).toHaveAccessibleDescription(
      /mesures précontractuelles, art.\u00a06\.1\.b du RGPD.*art.\u00a09\.2\.f et 10 du RGPD/,
    );
    expect(screen.queryByText(/J'accepte/)).not.toBeInTheDocument();
    expect(screen.queryByText(/consentement/)).not.toBeInTheDocument();
    await user.click(submit());
    expect(acknowledgement()).toHaveAttribute('aria-invalid', 'true');
    expect(acknowledgement()).toHaveFocus();
    expect(submitMock).not.toHaveBeenCalled();
    await user.click(acknowledgement());
    await user.click(submit());
    await waitFor(() => expect(submitMock).toHaveBeenCalled());
  });

  it('checks the email and the phone', async () => {
    const { user } = await renderForm();
    await user.type(email(), 'anne@');
    await user.type(phone(), '12');
    await user.type(dateInput(), '30/02/2026');
    await user.click(submit());
    expect(email()).toHaveAccessibleDescription("L'email n'est pas valide");
    expect(phone()).toHaveAccessibleDescription(/Le numéro de téléphone n'est pas valide/);
    // An impossible date reaches the form as typed, and the schema refuses it.
    expect(dateInput()).toHaveAttribute('aria-invalid', 'true');
    expect(dateInput()).toHaveAccessibleDescription("Format\u00a0: JJ/MM/AAAA La date n'est pas valide");
    await user.clear(phone());
    await user.type(phone(), '0470/12.34.56');
    expect(phone()).not.toHaveAttribute('aria-invalid');
  });

  it("refuses a file with another extension inline, in the form's language", async () => {
    const { user } = await renderForm(FR_ROUTE, { applyAccept: false });
    await user.upload(fileInput(), new File(['MZ'], 'virus.exe', { type: 'application/octet-stream' }));
    expect(screen.getByText('virus.exe : fichier non supporté')).toBeInTheDocument();
    expect(fileInput()).toHaveAccessibleDescription(/virus\.exe\u00a0: fichier non supporté/);
    expect(screen.queryByRole('list', { name: /Fichiers choisis/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.upload(fileInput(), pdf('bail.pdf'));
    expect(screen.queryByText(/fichier non supporté/)).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Fichiers choisis : Votre contrat de bail' });
    expect(within(list).getByText('bail.pdf')).toBeInTheDocument();
    expect(within(list).getByText('1 ko')).toBeInTheDocument();
  });

  it('refuses files over the size limit and lets chosen files be removed', async () => {
    const { user } = await renderForm();
    await user.upload(filesInput(), [pdf('scan.pdf', 21 * 1024 * 1024), pdf('jugement.pdf'), pdf('courrier.pdf')]);
    expect(screen.getByText('scan.pdf : ce fichier dépasse 20 Mo')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Fichiers choisis : Autres documents utiles' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(list).getByRole('button', { name: 'Retirer jugement.pdf' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('courrier.pdf')).toBeInTheDocument();
    expect(filesInput()).toHaveFocus();
  });

  it('focuses a required file question left empty on submit, and says why', async () => {
    const { user } = await renderForm();
    await fillEverything(user);
    const list = screen.getByRole('list', { name: /^Fichiers choisis\s: Votre contrat de bail$/ });
    await user.click(within(list).getByRole('button', { name: 'Retirer bail.pdf' }));
    expect(screen.queryByRole('list', { name: /^Fichiers choisis\s: Votre contrat de bail$/ })).not.toBeInTheDocument();
    await user.click(submit());
    expect(fileInput()).toHaveFocus();
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(fileInput()).toHaveAccessibleDescription(/Ce champ est requis/);
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('takes files dropped on the zone, under the same rules', async () => {
    await renderForm();
    const zone = filesInput().parentElement as HTMLElement;
    const dataTransfer = {
      files: [pdf('courrier.pdf'), new File(['GIF89a'], 'photo.gif', { type: 'image/gif' })],
      types: ['Files'],
      dropEffect: 'none',
    };
    fireEvent.dragOver(zone, { dataTransfer });
    fireEvent(zone, createEvent.drop(zone, { dataTransfer }));
    const list = await screen.findByRole('list', { name: /^Fichiers choisis\s: Autres documents utiles$/ });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('courrier.pdf')).toBeInTheDocument();
    expect(screen.getByText('photo.gif : fichier non supporté')).toBeInTheDocument();
  });

  it('says a refused file in Dutch on the Dutch form', async () => {
    const { user } = renderPage(<Intake />, {
      route: route({ uuid: FIRM_UUID, lawCase: '42', lang: 'nl' }),
      applyAccept: false,
    });
    await screen.findByRole('button', { name: 'Mijn aanvraag versturen' });
    await user.upload(screen.getByLabelText(/Uw huurcontract/), new File(['MZ'], 'virus.exe'));
    expect(screen.getByText('virus.exe: bestand niet ondersteund')).toBeInTheDocument();
    expect(screen.queryByText(/File not supported/)).not.toBeInTheDocument();
  });

  it('refuses files beyond the total for the whole request', async () => {
    const { user } = await renderForm();
    await user.upload(fileInput(), pdf('bail.pdf'));
    const many = Array.from({ length: 10 }, (_, i) => pdf(`piece-${i + 1}.pdf`));
    await user.upload(filesInput(), many);
    const list = screen.getByRole('list', { name: 'Fichiers choisis : Autres documents utiles' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(screen.getByText('piece-10.pdf : pas plus de 10 fichiers au total')).toBeInTheDocument();
    expect(filesInput()).toHaveAccessibleDescription(/piece-10\.pdf\s: pas plus de 10 fichiers au total/);
  });

  it('sends the answers, files and contact details as the contract says, with the form token', async () => {
    const { user } = await renderForm();
    await fillEverything(user);
    await user.click(submit());
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1));
    const [token, data] = submitMock.mock.calls[0]!;
    expect(token).toBe('token-fr');
    expect(data.get('uuid')).toBe(FIRM_UUID);
    expect(data.get('law_case_id')).toBe('42');
    expect(data.get('lang')).toBe('fr');
    expect(data.get('firstname')).toBe('Anne');
    expect(data.get('lastname')).toBe('Martin');
    expect(data.get('email')).toBe('anne.martin@example.be');
    expect(data.get('phone')).toBe('+32 470 12 34 56');
    expect(data.getAll('answers[11]')).toEqual(['contract', 'letters']);
    expect(data.getAll('answers[12]')).toEqual(['no']);
    expect(data.getAll('answers[13]')).toEqual(['2026-06-30']);
    expect(data.getAll('answers[14]')).toEqual(["Ma garantie n'est pas rendue depuis trois mois."]);
    expect((data.getAll('files[15]') as File[]).map((file) => file.name)).toEqual(['bail.pdf']);
    expect((data.getAll('files[16]') as File[]).map((file) => file.name)).toEqual(['etat-des-lieux.pdf', 'photo.jpg']);
    expect(data.has('privacyAcknowledged')).toBe(false);
    expect(data.has('consent')).toBe(false);
  });

  it('shows the confirmation in place of the form, with the focus on its heading', async () => {
    const { user } = await renderForm();
    await fillEverything(user);
    await user.click(submit());
    const heading = await screen.findByRole('heading', { level: 2, name: 'Votre demande a bien été envoyée' });
    expect(heading).toHaveFocus();
    const panel = heading.closest('section');
    expect(panel).toHaveAttribute('role', 'status');
    expect(panel).toHaveTextContent('Cabinet Démo a reçu votre demande et vous contactera dans les meilleurs délais.');
    expect(panel).toHaveTextContent('anne.martin@example.be');
    expect(screen.queryByRole('button', { name: 'Envoyer ma demande' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Formulaire de demande' })).toBeInTheDocument();
  });

  it('disables the submit and says it is sending while the request runs', async () => {
    let finish: (value: { received_at: string }) => void = () => undefined;
    submitMock.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user } = await renderForm();
    await fillEverything(user);
    await user.click(submit());
    const sending = await screen.findByRole('button', { name: 'Envoi en cours…' });
    expect(sending).toBeDisabled();
    expect(sending).toHaveAttribute('aria-busy', 'true');
    finish({ received_at: 'now' });
    expect(await screen.findByRole('heading', { name: 'Votre demande a bien été envoyée' })).toBeInTheDocument();
  });

  it('shows a labelled progress bar per file while the request goes out, and none once it is answered', async () => {
    let finish: (value: { received_at: string }) => void = () => undefined;
    let report: ((progress: UploadProgress) => void) | undefined;
    submitMock.mockImplementation((_token, _data, options) => {
      report = options?.onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const { user } = await renderForm();
    await fillEverything(user);
    await user.click(submit());
    await waitFor(() => expect(report).toBeDefined());
    expect(submitMock.mock.calls[0]![2]?.signal).toBeInstanceOf(AbortSignal);

    const file = (field: string, name: string, size: number, loaded: number) => ({ field, name, size, loaded });
    act(() =>
      report!({
        loaded: 3000,
        total: 9000,
        files: [file('files[15]', 'bail.pdf', 2000, 2000), file('files[16]', 'etat-des-lieux.pdf', 4000, 1000)],
      }),
    );
    const list = screen.getByRole('list', { name: "Fichiers en cours d'envoi" });
    const bail = within(list).getByRole('progressbar', { name: 'Envoi de bail.pdf' });
    const etat = within(list).getByRole('progressbar', { name: 'Envoi de etat-des-lieux.pdf' });
    expect([bail, etat].map((bar) => [bar.getAttribute('value'), bar.getAttribute('max')])).toEqual([
      ['2000', '2000'],
      ['1000', '4000'],
    ]);

    act(() =>
      report!({
        loaded: 9000,
        total: 9000,
        files: [file('files[15]', 'bail.pdf', 2000, 2000), file('files[16]', 'etat-des-lieux.pdf', 4000, 4000)],
      }),
    );
    expect(screen.getByRole('progressbar', { name: 'Envoi de etat-des-lieux.pdf' })).toHaveAttribute('value', '4000');

    await act(async () => finish({ received_at: 'now' }));
    expect(await screen.findByRole('heading', { name: 'Votre demande a bien été envoyée' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("puts the server's 422 errors on their fields and focuses the first one, keeping what was typed", async () => {
    submitMock.mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Les données ne sont pas valides.',
        errors: {
          email: ["Cette adresse n'accepte pas de courrier."],
          'answers.14': ['La description est trop courte.'],
          'files.16.1': ['Ce fichier est illisible.'],
        },
      }),
    );
    const { user } = await renderForm();
    await fillEverything(user);
    await user.click(submit());
    await waitFor(() => expect(textArea()).toHaveAccessibleDescription('La description est trop courte.'));
    expect(textArea()).toHaveFocus();
    expect(email()).toHaveAccessibleDescription("Cette adresse n'accepte pas de courrier.");
    expect(filesInput()).toHaveAccessibleDescription(/Ce fichier est illisible\./);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(firstname()).toHaveValue(' Anne ');
    expect(textArea()).toHaveValue("  Ma garantie n'est pas rendue depuis trois mois.  ");
    expect(screen.getByText('etat-des-lieux.pdf')).toBeInTheDocument();
  });

  it('lists server errors that belong to no field above the form, and focuses them', async () => {
    submitMock.mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'validation_failed',
        message: 'Les données ne sont pas valides.',
        errors: { law_case_id: ["Ce cas concret n'existe plus."] },
      }),
    );
    const { user } = await renderForm();
    await fillEverything(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Ce cas concret n'existe plus.");
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
  });

  it('asks to reload an expired form (419), then sends with the new token without losing answers', async () => {
    submitMock.mockRejectedValueOnce(
      new ApiError({ status: 419, code: 'intake_token_invalid', message: 'Le formulaire a expiré.' }),
    );
    const { user } = await renderForm();
    await fillEverything(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ce formulaire a expiré. Rechargez-le pour continuer');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());

    getFormMock.mockResolvedValueOnce({ ...makeForm('fr'), form_token: 'token-fresh' });
    await user.click(within(alert).getByRole('button', { name: 'Recharger le formulaire' }));
    expect(
      await screen.findByText('Le formulaire a été rechargé. Vous pouvez envoyer votre demande.'),
    ).toBeInTheDocument();
    expect(getFormMock).toHaveBeenCalledTimes(2);
    expect(submit()).toHaveFocus();
    expect(firstname()).toHaveValue(' Anne ');
    expect(screen.getByRole('radio', { name: 'Non' })).toBeChecked();

    await user.click(submit());
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(2));
    expect(submitMock.mock.calls[1]![0]).toBe('token-fresh');
    expect(submitMock.mock.calls[1]![1].get('firstname')).toBe('Anne');
  });

  it('shows the message of a 429 above the form', async () => {
    submitMock.mockRejectedValue(
      new ApiError({ status: 429, code: 'too_many_requests', message: 'Trop de demandes. Réessayez dans une heure.' }),
    );
    const { user } = await renderForm();
    await fillEverything(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de demandes. Réessayez dans une heure.');
    expect(firstname()).toHaveValue(' Anne ');
  });

  it('switches language: the URL says it, the form comes back in that language with the answers kept', async () => {
    const { user, query } = await renderForm();
    await user.type(firstname(), 'Anne');
    await user.click(screen.getByRole('radio', { name: 'Oui' }));
    const languages = screen.getByRole('group', { name: 'Langue du formulaire' });
    expect(within(languages).getByRole('button', { name: 'Français' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(languages).getByRole('button', { name: 'Nederlands' }));

    expect(await screen.findByRole('button', { name: 'Mijn aanvraag versturen' })).toBeInTheDocument();
    expect(query().get('lang')).toBe('nl');
    expect(query().get('uuid')).toBe(FIRM_UUID);
    expect(useLocaleStore.getState().locale).toBe('nl');
    expect(getFormMock).toHaveBeenLastCalledWith({ uuid: FIRM_UUID, lawCase: 42, lang: 'nl' }, expect.any(AbortSignal));
    expect(await screen.findByRole('radio', { name: 'Ja' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Voornaam/ })).toHaveValue('Anne');
  });

  it('lets the litigant choose the law case when the link names none, then loads its questionnaire', async () => {
    getFormMock.mockImplementation(async ({ lawCase }) =>
      lawCase ? makeForm('fr') : makeForm('fr', { law_case: null, questions: [], form_token: 'token-none' }),
    );
    const { user, query } = renderPage(<Intake />, { route: route({ uuid: FIRM_UUID, lawCase: '', lang: 'fr' }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Quelle est votre situation ?' })).toBeInTheDocument();
    expect(getFormMock).toHaveBeenCalledWith({ uuid: FIRM_UUID, lawCase: null, lang: 'fr' }, expect.any(AbortSignal));

    // Continuing without a choice says what is missing.
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    const categories = screen.getByRole('group', { name: 'Domaine (obligatoire)' });
    expect(categories).toHaveAccessibleDescription('Ce champ est requis');
    expect(within(categories).getByRole('radio', { name: 'Logement' })).toHaveFocus();

    await user.click(within(categories).getByRole('radio', { name: CATEGORIES[0]!.description }));
    const lawCases = screen.getByRole('group', { name: 'Votre situation (obligatoire)' });
    expect(within(lawCases).getAllByRole('radio')).toHaveLength(2);
    await user.click(within(lawCases).getByRole('radio', { name: LAW_CASE.content }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    expect(await screen.findByRole('button', { name: 'Envoyer ma demande' })).toBeInTheDocument();
    expect(getFormMock).toHaveBeenLastCalledWith(
      { uuid: FIRM_UUID, lawCase: LAW_CASE.id, lang: 'fr' },
      expect.any(AbortSignal),
    );
    expect(query().get('lawCase')).toBe(String(LAW_CASE.id));
    expect(checkboxGroup()).toBeInTheDocument();

    // The litigant chose it, so they may choose again.
    await user.click(screen.getByRole('button', { name: 'Modifier votre situation' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Quelle est votre situation ?' })).toBeInTheDocument();
    expect(query().get('lawCase')).toBe('');
  });

  it('offers no law case change when the link named one', async () => {
    await renderForm();
    expect(screen.queryByRole('button', { name: 'Modifier votre situation' })).not.toBeInTheDocument();
  });
});

describe('Intake page: proof of work', () => {
  it('starts solving the challenge as soon as the form arrives, before any submit', async () => {
    await renderForm();
    await waitFor(() => expect(solveMock).toHaveBeenCalledTimes(1));
    expect(solveMock.mock.calls[0]![0]).toEqual(makeChallenge('fr'));
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('sends the solution in the altcha field, first in the body', async () => {
    const { user } = await renderForm();
    await fillEverything(user);
    await user.click(submit());
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1));
    const data = submitMock.mock.calls[0]![1];
    expect(INTAKE_PROOF_OF_WORK_FIELD).toBe('altcha');
    expect(data.getAll('altcha')).toEqual(['proof-of-signature-fr']);
    expect([...data.keys()][0]).toBe('altcha');
    expect(solveMock).toHaveBeenCalledTimes(1);
  });

  it('makes a submit wait for the solution, the button saying so, then sends', async () => {
    let solve: (payload: string) => void = () => undefined;
    solveMock.mockImplementation(() => new Promise((resolve) => (solve = resolve)));
    const { user } = await renderForm();
    await fillEverything(user);
    await user.click(submit());

    const waiting = await screen.findByRole('button', { name: 'Vérification…' });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    expect(submitMock).not.toHaveBeenCalled();

    solve('proof-found-late');
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1));
    expect(submitMock.mock.calls[0]![1].get('altcha')).toBe('proof-found-late');
    expect(await screen.findByRole('heading', { name: 'Votre demande a bien été envoyée' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vérification…' })).not.toBeInTheDocument();
  });

  it('solves the new challenge of a form reloaded after a 419, and sends its solution', async () => {
    submitMock.mockRejectedValueOnce(
      new ApiError({ status: 419, code: 'intake_token_invalid', message: 'Le formulaire a expiré.' }),
    );
    const { user } = await renderForm();
    await fillEverything(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(submitMock.mock.calls[0]![1].get('altcha')).toBe('proof-of-signature-fr');

    getFormMock.mockResolvedValueOnce({
      ...makeForm('fr'),
      form_token: 'token-fresh',
      challenge: makeChallenge('fresh'),
    });
    await user.click(within(alert).getByRole('button', { name: 'Recharger le formulaire' }));
    await screen.findByText('Le formulaire a été rechargé. Vous pouvez envoyer votre demande.');
    await waitFor(() => expect(solveMock).toHaveBeenCalledTimes(2));
    expect(solveMock.mock.calls[1]![0]).toEqual(makeChallenge('fresh'));
    // The previous solve is dropped.
    expect(solveMock.mock.calls[0]![1]?.aborted).toBe(true);

    await user.click(submit());
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(2));
    expect(submitMock.mock.calls[1]![0]).toBe('token-fresh');
    expect(submitMock.mock.calls[1]![1].get('altcha')).toBe('proof-of-signature-fresh');
  });

  it('still sends when the browser could not solve it, leaving the verdict to the server', async () => {
    solveMock.mockRejectedValue(new TypeError('crypto.subtle is undefined'));
    const { user } = await renderForm();
    await fillEverything(user);
    await user.click(submit());
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1));
    expect(submitMock.mock.calls[0]![1].has('altcha')).toBe(false);
  });
});
