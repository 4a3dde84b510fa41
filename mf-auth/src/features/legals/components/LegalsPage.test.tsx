import { LEGAL_TEXT_VERSIONS } from '@lexdesk/shared';
import { screen, within } from '@testing-library/react';
import Legals from '../../../exposes/Legals';
import { renderPage } from '../../../test/render';

afterEach(() => {
  delete window.__LEXDESK_CONFIG__;
});

describe('Legals', () => {
  it('lists the legal sections under their anchors', () => {
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
  });

  it("shows LexDesk's own texts in full, each under its version and date", () => {
    renderPage(<Legals />, { route: '/legals#cookies' });
    const cookies = screen.getByRole('region', { name: 'Politique en matière de cookies' });
    expect(
      within(cookies).getByText(`Version ${LEGAL_TEXT_VERSIONS.cookies.version} du 23 novembre 2026`),
    ).toBeInTheDocument();
    // The policy names the cookies the API really sets (api/src/plugins/sessions.ts, services/auth.ts).
    for (const name of ['lexdesk_session', 'XSRF-TOKEN', 'lexdesk_device']) {
      expect(within(cookies).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    const privacy = screen.getByRole('region', { name: 'Charte de vie privée' });
    expect(within(privacy).getByRole('heading', { level: 3, name: 'Vos droits' })).toBeInTheDocument();
    expect(within(privacy).getByText(/privacy@lexdesk\.be/)).toBeInTheDocument();
    for (const name of ["Conditions générales d'utilisation", 'Mentions légales']) {
      expect(within(screen.getByRole('region', { name })).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(
        0,
      );
    }
    // Documentation is a link, not a text of LexDesk's.
    expect(
      within(screen.getByRole('region', { name: 'Documentation' })).queryByRole('heading', { level: 3 }),
    ).toBeNull();
  });

  it('shows the texts in the page language', () => {
    renderPage(<Legals />, { route: '/legals', locale: 'nl' });
    const terms = screen.getByRole('region', { name: 'Algemene gebruiksvoorwaarden' });
    expect(within(terms).getByText(/^Versie 1\.0 van /)).toBeInTheDocument();
    expect(within(terms).getByRole('heading', { level: 3, name: 'Proefperiode en abonnement' })).toBeInTheDocument();
  });

  it('links out only where the deployment points a text elsewhere', () => {
    window.__LEXDESK_CONFIG__ = {
      legalLinks: {
        terms: 'https://lexdesk.be/cgu',
        privacy: '/legals#privacy',
        cookies: '/legals#cookies',
        notices: '/legals#notices',
      },
    };
    renderPage(<Legals />, { route: '/legals' });
    expect(screen.getByRole('link', { name: "Consulter : Conditions générales d'utilisation" })).toHaveAttribute(
      'href',
      'https://lexdesk.be/cgu',
    );
    expect(screen.queryByRole('link', { name: /Consulter : Charte de vie privée/ })).not.toBeInTheDocument();
    // A text kept elsewhere is not shown here: the page would not know which version the deployment links to.
    const terms = screen.getByRole('region', { name: "Conditions générales d'utilisation" });
    expect(within(terms).queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('moves to the section named by the fragment', () => {
    renderPage(<Legals />, { route: '/legals#privacy' });
    expect(screen.getByRole('region', { name: 'Charte de vie privée' })).toHaveFocus();
  });

  it('decodes an escaped fragment', () => {
    renderPage(<Legals />, { route: '/legals#%63ookies' });
    expect(screen.getByRole('region', { name: 'Politique en matière de cookies' })).toHaveFocus();
  });

  it('still shows the page when the fragment is a malformed escape', () => {
    renderPage(<Legals />, { route: '/legals#%E0%A4%A' });
    expect(screen.getByRole('heading', { level: 1, name: 'Informations légales' })).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(5);
    expect(document.body).toHaveFocus();
  });
});
