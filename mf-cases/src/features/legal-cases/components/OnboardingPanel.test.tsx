import { ApiError, useSessionStore, type Onboarding } from '@lexdesk/shared';
import { getOnboardingStatus, setOnboardingCasus, setOnboardingDone } from '../../../api/legalCases';
import { mockCaseReads } from '../../../common/test/caseReads';
import { act, screen, waitFor, within } from '@testing-library/react';
import { FIRM_UUID, makeOnboarding, makeUser, renderCases, resetStores, toasts } from '../test/render';
import { loadOnboardingPanel } from './onboardingPanelChunk';

jest.mock('../../../api/legalCases', () => ({
  getOnboardingStatus: jest.fn(),
  setOnboardingCasus: jest.fn(),
  setOnboardingDone: jest.fn(),
}));
const { list: listMock } = mockCaseReads();
const statusMock = jest.mocked(getOnboardingStatus);
const casusMock = jest.mocked(setOnboardingCasus);
const doneMock = jest.mocked(setOnboardingDone);

const onboarding = () => useSessionStore.getState().user!.onboarding;
const withOnboarding = (flags: Partial<Onboarding>) => resetStores(makeUser({ onboarding: makeOnboarding(flags) }));
/** A lawyer who has not received a case yet. */
const fresh = (flags: Partial<Onboarding> = {}) =>
  withOnboarding({
    has_ever_received_a_case: false,
    has_user_set_their_skills: false,
    has_user_set_casus_on_their_site: false,
    has_done_onboarding: false,
    ...flags,
  });

const panel = () => screen.queryByRole('region', { name: /Bienvenue/ });
const step = (name: RegExp) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
const casusButton = () =>
  within(step(/Installez le formulaire casus/)).getByRole('button', { name: 'Voir la documentation' });
const magicLinkButton = () =>
  within(step(/Envoyez le lien magique/)).getByRole('button', { name: 'Voir la documentation' });
const writeText = jest.fn();

// The panel's chunk comes when the panel is to show; loaded beforehand here, it shows in the first render.
beforeAll(() => loadOnboardingPanel());

beforeEach(() => {
  listMock.mockReset().mockResolvedValue({ data: [], total: 0 });
  // The server answers what the session already holds unless a test says otherwise.
  statusMock.mockReset().mockImplementation(async () => onboarding());
  casusMock.mockReset().mockImplementation(async () => ({ ...onboarding(), has_user_set_casus_on_their_site: true }));
  doneMock.mockReset().mockImplementation(async () => ({ ...onboarding(), has_done_onboarding: true }));
  writeText.mockReset().mockResolvedValue(undefined);
});

/** Lets the onboarding status answer (read on mount) land before a test that awaits nothing else ends. */
const settle = () => act(async () => {});

/** userEvent.setup() installs its own clipboard: put ours after it. */
function renderWithClipboard() {
  const rendered = renderCases('/legal-cases/my-cases');
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return rendered;
}

describe('onboarding panel', () => {
  it('replaces the tabs for a lawyer who has never received a case, with three numbered steps', async () => {
    fresh();
    renderCases('/legal-cases/my-cases');
    expect(panel()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Affaires' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afficher les affaires clôturées' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Listes des affaires' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Étape 1 Choisissez vos matières',
      'Étape 2 Installez le formulaire casus sur votre site',
      'Étape 3 Envoyez le lien magique',
    ]);
    await waitFor(() => expect(statusMock).toHaveBeenCalledTimes(1));
    // The list is not asked for while the panel stands in its place.
    expect(listMock).not.toHaveBeenCalled();
  });

  it('is hidden for a user who has received a case, whatever the other flags', async () => {
    withOnboarding({
      has_ever_received_a_case: true,
      has_user_set_their_skills: false,
      has_user_set_casus_on_their_site: false,
      has_done_onboarding: false,
    });
    renderCases('/legal-cases/my-cases');
    expect(panel()).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Listes des affaires' })).toBeInTheDocument();
    expect(await screen.findByText('Aucune affaire à afficher')).toBeInTheDocument();
  });

  it('gives way to the tabs when the current status says a case has arrived', async () => {
    fresh();
    statusMock.mockResolvedValue(makeOnboarding({ has_ever_received_a_case: true }));
    renderCases('/legal-cases/my-cases');
    expect(panel()).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Listes des affaires' })).toBeInTheDocument();
    expect(panel()).not.toBeInTheDocument();
  });

  it('step 1 goes to CategoriesUpdate', async () => {
    fresh();
    const { user, location } = renderCases('/legal-cases/my-cases');
    const link = within(step(/Choisissez vos matières/)).getByRole('link', { name: 'Choisir mes matières' });
    expect(link).toHaveAttribute('href', '/account/categories/update');
    await user.click(link);
    expect(location()).toBe('/account/categories/update');
  });

  it('disables steps 2 and 3 until the skills are set, and says why', async () => {
    fresh();
    renderCases('/legal-cases/my-cases');
    await settle();
    for (const button of [casusButton(), magicLinkButton()]) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription("Choisissez d'abord vos matières (étape 1).");
    }
    expect(within(step(/Choisissez vos matières/)).queryByText('Terminé')).not.toBeInTheDocument();
  });

  it('enables steps 2 and 3 and marks step 1 done once the skills are set', async () => {
    fresh({ has_user_set_their_skills: true });
    renderCases('/legal-cases/my-cases');
    await settle();
    expect(casusButton()).toBeEnabled();
    expect(magicLinkButton()).toBeEnabled();
    expect(casusButton()).not.toHaveAccessibleDescription();
    expect(within(step(/Choisissez vos matières/)).getByText('Terminé')).toBeInTheDocument();
    expect(
      within(step(/Choisissez vos matières/)).getByRole('link', { name: 'Modifier mes matières' }),
    ).toBeInTheDocument();
  });

  it('step 2 opens the casus documentation with the firm snippet, marks the casus step and copies', async () => {
    fresh({ has_user_set_their_skills: true });
    const { user } = renderWithClipboard();
    await user.click(casusButton());

    const dialog = screen.getByRole('dialog', { name: 'Installer le formulaire casus' });
    const snippet = within(dialog).getByRole('region', { name: 'Code à intégrer' });
    expect(snippet).toHaveTextContent(
      `<script src="http://localhost/casus.js" data-uuid="${FIRM_UUID}" data-lang="fr" async></script>`,
    );
    expect(within(dialog).getByText(/data-law-case \(facultatif\)/)).toBeInTheDocument();
    expect(within(dialog).getByText(/data-lang : la langue du formulaire/)).toBeInTheDocument();
    expect(casusMock).toHaveBeenCalledTimes(1);
    expect(doneMock).not.toHaveBeenCalled();
    await waitFor(() => expect(onboarding().has_user_set_casus_on_their_site).toBe(true));

    await user.click(within(dialog).getByRole('button', { name: 'Copier' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`data-uuid="${FIRM_UUID}"`));
    expect(toasts()).toEqual([expect.objectContaining({ type: 'success', text: 'Copié dans le presse-papiers' })]);

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Onboarding is not done yet: the panel stays, step 2 now shows as done.
    expect(within(step(/Installez le formulaire casus/)).getByText('Terminé')).toBeInTheDocument();
    expect(casusButton()).toHaveFocus();
  });

  it('says so when the clipboard refuses', async () => {
    fresh({ has_user_set_their_skills: true, has_user_set_casus_on_their_site: true });
    writeText.mockRejectedValue(new Error('denied'));
    const { user } = renderWithClipboard();
    await user.click(casusButton());
    await user.click(screen.getByRole('button', { name: 'Copier' }));
    expect(toasts()).toEqual([
      expect.objectContaining({
        type: 'error',
        text: 'La copie a échoué : sélectionnez le texte et copiez-le vous-même.',
      }),
    ]);
    // Already marked: opening the documentation again sends nothing.
    expect(casusMock).not.toHaveBeenCalled();
  });

  it('step 3 shows the magic link, marks onboarding done, and the panel gives way to the tabs', async () => {
    fresh({ has_user_set_their_skills: true, has_user_set_casus_on_their_site: true });
    const { user } = renderWithClipboard();
    await user.click(magicLinkButton());

    const dialog = screen.getByRole('dialog', { name: 'Envoyer le lien magique' });
    const link = `http://localhost/intake?uuid=${FIRM_UUID}&lang=fr`;
    expect(within(dialog).getByRole('region', { name: 'Lien du formulaire' })).toHaveTextContent(link);
    const mail = within(dialog).getByRole('link', { name: 'Envoyer par e-mail' });
    const href = mail.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:?subject=')).toBe(true);
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Votre demande auprès de notre cabinet');
    expect(params.get('body')).toContain(link);
    expect(doneMock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onboarding().has_done_onboarding).toBe(true));

    // The dialog stays readable although the rule no longer shows the panel.
    await user.click(within(dialog).getByRole('button', { name: 'Copier' }));
    expect(writeText).toHaveBeenCalledWith(link);

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(panel()).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Listes des affaires' })).toBeInTheDocument();
    expect(await screen.findByText('Aucune affaire à afficher')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Affaires' })).toHaveFocus();
  });

  it('keeps the panel after step 3 while the casus step is not set', async () => {
    fresh({ has_user_set_their_skills: true });
    const { user } = renderCases('/legal-cases/my-cases');
    await user.click(magicLinkButton());
    await waitFor(() => expect(onboarding().has_done_onboarding).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(panel()).toBeInTheDocument();
  });

  it('keeps a marked flag when an older status answer arrives after it', async () => {
    fresh({ has_user_set_their_skills: true, has_user_set_casus_on_their_site: true });
    let answerStatus: (value: Onboarding) => void = () => undefined;
    statusMock.mockImplementation(() => new Promise((resolve) => (answerStatus = resolve)));
    const { user } = renderCases('/legal-cases/my-cases');
    const before = { ...onboarding() };
    await user.click(magicLinkButton());
    await waitFor(() => expect(onboarding().has_done_onboarding).toBe(true));
    await act(async () => answerStatus(before));
    expect(onboarding().has_done_onboarding).toBe(true);
  });

  it('shows an error toast when a flag cannot be marked, and keeps the panel', async () => {
    fresh({ has_user_set_their_skills: true, has_user_set_casus_on_their_site: true });
    doneMock.mockRejectedValue(new ApiError({ status: 500, code: 'http_500', message: '' }));
    const { user } = renderCases('/legal-cases/my-cases');
    await user.click(magicLinkButton());
    await waitFor(() =>
      expect(toasts()).toEqual([
        expect.objectContaining({
          type: 'error',
          text: 'Error: Un problème est survenu. Veuillez réessayer plus tard.',
        }),
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(panel()).toBeInTheDocument();
    expect(onboarding().has_done_onboarding).toBe(false);
  });
});
