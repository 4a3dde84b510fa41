import { apiClient, ApiError, LEGAL_TEXT_VERSIONS } from '@lexdesk/shared';
import { screen, within } from '@testing-library/react';
import Legals from '../../../exposes/Legals';
import { CONFIGURED, UNCONFIGURED } from '../../../test/legalNotices';
import { renderPage } from '../../../test/render';

const getMock = jest.spyOn(apiClient, 'get');

beforeEach(() => {
  getMock.mockReset();
  getMock.mockResolvedValue(CONFIGURED);
});

afterEach(() => {
  delete window.__LEXDESK_CONFIG__;
});

afterAll(() => {
  getMock.mockRestore();
});

/** A version's date as the page writes it: day, month, year (2025-03-14 is 14/03/2025). */
const dateOf = (section: keyof typeof LEGAL_TEXT_VERSIONS) =>
  LEGAL_TEXT_VERSIONS[section].date.split('-').reverse().join('/');

describe('Legals', () => {
  it('lists the legal sections under their anchors', async () => {
    renderPage(<Legals />, { route: '/legals' });
    expect(screen.getByRole('heading', { level: 1, name: 'Informations légales' })).toBeInTheDocument();
    const expected: [string, string][] = [
      ['terms', "Conditions générales d'utilisation"],
      ['privacy', 'Charte de vie privée'],
      ['cookies', 'Politique en matière de cookies'],
      ['notices', 'Mentions légales'],
      ['documentation', 'Documentation'],
    ];
    for (const [id, name] of expected) {
      const section = screen.getByRole('region', { name });
      expect(section).toHaveAttribute('id', id);
    }
    await screen.findByText('LexDesk');
  });

  it("shows LexDesk's own texts in full, each under its version and date", async () => {
    renderPage(<Legals />, { route: '/legals#cookies' });
    const cookies = screen.getByRole('region', { name: 'Politique en matière de cookies' });
    expect(
      within(cookies).getByText(`Version ${LEGAL_TEXT_VERSIONS.cookies.version} du ${dateOf('cookies')}`),
    ).toBeInTheDocument();
    // The policy names the cookies the API really sets (api/src/plugins/sessions.ts, services/auth.ts).
    for (const name of ['lexdesk_session', 'XSRF-TOKEN', 'lexdesk_device']) {
      expect(within(cookies).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    const terms = screen.getByRole('region', { name: "Conditions générales d'utilisation" });
    expect(within(terms).getByText(`Version ${LEGAL_TEXT_VERSIONS.terms.version} du ${dateOf('terms')}`)).toBeVisible();
    // Documentation is a link, not a text of LexDesk's.
    expect(
      within(screen.getByRole('region', { name: 'Documentation' })).queryByRole('heading', { level: 3 }),
    ).toBeNull();
    await screen.findByText('LexDesk');
  });

  it('says in the privacy policy what the code does with private documents and litigant files', async () => {
    renderPage(<Legals />, { route: '/legals#privacy' });
    const privacy = screen.getByRole('region', { name: 'Charte de vie privée' });
    expect(
      within(privacy).getByRole('heading', { level: 3, name: 'Les documents privés de la bibliothèque' }),
    ).toBeInTheDocument();
    // Only to process it; what the access log records, where the administrator reads it, what it leaves out.
    const privateDocuments = within(privacy).getByText(/que pour cela/);
    expect(privateDocuments).toHaveTextContent(/classement, étiquetage, anonymisation/);
    expect(privateDocuments).toHaveTextContent(
      /ouvre la fiche du document, en lit le texte, le prévisualise, le télécharge ou le modifie/,
    );
    expect(privateDocuments).toHaveTextContent(
      /la date et l'heure, le nom et l'adresse e-mail de ce membre du personnel, le nom du document et l'action/,
    );
    expect(privateDocuments).toHaveTextContent(/Journal d'accès/);
    expect(privateDocuments).toHaveTextContent(/Les listes et les résultats de recherche.*ne sont pas inscrits/);
    // How long the log is kept.
    expect(within(privacy).getByText(/Le journal d'accès aux documents privés est conservé/)).toHaveTextContent(
      /aussi longtemps que le compte du cabinet/,
    );
    expect(within(privacy).getByText(/Le personnel de l'exploitant n'y a pas accès/)).toBeInTheDocument();
    // The sub-processors the installation uses, named by the API.
    expect(await within(privacy).findByText(/Hébergeur Exemple SA, Bruxelles/)).toBeInTheDocument();
    expect(within(privacy).getByText(/Courrier Exemple SRL/)).toBeInTheDocument();
  });

  it('annexes the data processing agreement to the terms, under its own title', async () => {
    renderPage(<Legals />, { route: '/legals#terms' });
    const terms = screen.getByRole('region', { name: "Conditions générales d'utilisation" });
    expect(
      within(terms).getByRole('heading', {
        level: 3,
        name: 'Annexe – Accord de traitement des données (article 28 du RGPD)',
      }),
    ).toBeInTheDocument();
    for (const name of ['6. Sécurité', '7. Sous-traitants ultérieurs', '11. Audits']) {
      expect(within(terms).getByRole('heading', { level: 4, name })).toBeInTheDocument();
    }
    expect(within(terms).getByRole('heading', { level: 3, name: 'Secret professionnel' })).toBeInTheDocument();
    expect(within(terms).getByText(/arrondissement judiciaire de Bruxelles/)).toBeInTheDocument();
    await within(terms).findByText(/Courrier Exemple SRL/);
  });

  it("names the operator from its settings, the legal form in the page's language", async () => {
    renderPage(<Legals />, { route: '/legals#notices', locale: 'nl' });
    const notices = screen.getByRole('region', { name: 'Wettelijke vermeldingen' });
    expect(within(notices).getByRole('heading', { level: 3, name: 'Uitgever' })).toBeInTheDocument();
    const value = (label: string) =>
      within(notices).getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;
    await within(notices).findByText('Naam', { selector: 'dt' });
    expect(value('Naam')).toBe('LexDesk');
    // An SRL is a BV in Dutch.
    expect(value('Rechtsvorm')).toBe('Besloten vennootschap (BV)');
    expect(value('Zetel')).toBe('Rue de la Loi 16, 1000 Bruxelles');
    expect(value('Ondernemingsnummer (KBO)')).toBe('0123.456.749');
    expect(value('Btw-nummer')).toBe('BE0123456749');
    expect(value('Rechtspersonenregister (RPR)')).toBe('RPM Bruxelles');
    expect(within(notices).getByRole('link', { name: 'contact@lexdesk.example' })).toHaveAttribute(
      'href',
      'mailto:contact@lexdesk.example',
    );
    // No phone given: no phone row, rather than an empty one.
    expect(within(notices).queryByText('Telefoon', { selector: 'dt' })).toBeNull();
    expect(within(notices).getByText('Hébergeur Exemple SA, Bruxelles')).toBeInTheDocument();
    expect(within(notices).queryByText(/nog niet al zijn wettelijke vermeldingen/)).toBeNull();
    expect(getMock).toHaveBeenCalledWith('/public/legal-notice', undefined, expect.anything());
  });

  it('says plainly what the operator has not filled in, and never shows a publisher it was not given', async () => {
    getMock.mockResolvedValue(UNCONFIGURED);
    renderPage(<Legals />, { route: '/legals#notices' });
    const notices = screen.getByRole('region', { name: 'Mentions légales' });
    expect(
      await within(notices).findByText(/n'a pas encore renseigné toutes ses mentions légales/),
    ).toBeInTheDocument();
    const rows = within(notices).getAllByRole('definition');
    expect(rows).toHaveLength(7);
    for (const row of rows) expect(row).toHaveTextContent("Non renseigné par l'exploitant");
    // The hosting provider too.
    expect(within(notices).getAllByText("Non renseigné par l'exploitant")).toHaveLength(8);
    expect(notices).not.toHaveTextContent(/SRL|@lexdesk/);
  });

  it('offers to try again when the operator details cannot be loaded', async () => {
    getMock.mockRejectedValueOnce(new ApiError({ status: 500, code: 'server_error', message: 'Erreur' }));
    const { user } = renderPage(<Legals />, { route: '/legals#notices' });
    const notices = screen.getByRole('region', { name: 'Mentions légales' });
    const alerts = await within(notices).findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent("Les informations sur l'exploitant n'ont pas pu être chargées.");
    await user.click(within(notices).getAllByRole('button', { name: 'Réessayer' })[0] as HTMLElement);
    expect(await within(notices).findByText('RPM Bruxelles')).toBeInTheDocument();
    expect(getMock).toHaveBeenCalledTimes(2);
  });

  it('shows the texts in the page language', async () => {
    renderPage(<Legals />, { route: '/legals', locale: 'nl' });
    const terms = screen.getByRole('region', { name: 'Algemene gebruiksvoorwaarden' });
    expect(within(terms).getByText(new RegExp(`^Versie ${LEGAL_TEXT_VERSIONS.terms.version} van `))).toBeVisible();
    expect(within(terms).getByRole('heading', { level: 3, name: 'Proefperiode en abonnement' })).toBeInTheDocument();
    expect(within(terms).getByText(/gerechtelijk arrondissement Brussel/)).toBeInTheDocument();
    await screen.findAllByText('Hébergeur Exemple SA, Bruxelles');
  });

  it('dates the texts day first in English, as the rest of the English interface does', async () => {
    renderPage(<Legals />, { route: '/legals', locale: 'en' });
    const terms = screen.getByRole('region', { name: 'Terms of use' });
    expect(within(terms).getByText(`Version ${LEGAL_TEXT_VERSIONS.terms.version} of ${dateOf('terms')}`)).toBeVisible();
    expect(dateOf('terms')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await screen.findAllByText('Hébergeur Exemple SA, Bruxelles');
  });

  it('links out only where the deployment points a text elsewhere, and then asks for no operator details', () => {
    window.__LEXDESK_CONFIG__ = {
      legalLinks: {
        terms: 'https://lexdesk.be/cgu',
        privacy: 'https://lexdesk.be/vie-privee',
        cookies: '/legals#cookies',
        notices: 'https://lexdesk.be/mentions',
      },
    };
    renderPage(<Legals />, { route: '/legals' });
    expect(screen.getByRole('link', { name: "Consulter : Conditions générales d'utilisation" })).toHaveAttribute(
      'href',
      'https://lexdesk.be/cgu',
    );
    expect(screen.queryByRole('link', { name: /Consulter : Politique en matière de cookies/ })).not.toBeInTheDocument();
    // A text kept elsewhere is not shown here: the page would not know which version the deployment links to.
    const terms = screen.getByRole('region', { name: "Conditions générales d'utilisation" });
    expect(within(terms).queryByRole('heading', { level: 3 })).toBeNull();
    // Only the cookies policy is shown here, and it names no operator: nothing is asked.
    expect(getMock).not.toHaveBeenCalled();
  });

  it('moves to the section named by the fragment', async () => {
    renderPage(<Legals />, { route: '/legals#privacy' });
    expect(screen.getByRole('region', { name: 'Charte de vie privée' })).toHaveFocus();
    await screen.findAllByText('Hébergeur Exemple SA, Bruxelles');
  });

  it('decodes an escaped fragment', async () => {
    renderPage(<Legals />, { route: '/legals#%63ookies' });
    expect(screen.getByRole('region', { name: 'Politique en matière de cookies' })).toHaveFocus();
    await screen.findAllByText('Hébergeur Exemple SA, Bruxelles');
  });

  it('still shows the page when the fragment is a malformed escape', async () => {
    renderPage(<Legals />, { route: '/legals#%E0%A4%A' });
    expect(screen.getByRole('heading', { level: 1, name: 'Informations légales' })).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(5);
    expect(document.body).toHaveFocus();
    await screen.findAllByText('Hébergeur Exemple SA, Bruxelles');
  });
});
