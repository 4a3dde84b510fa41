import { screen } from '@testing-library/react';
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
