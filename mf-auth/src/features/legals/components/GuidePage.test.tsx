import { apiClient, GUIDES } from '@lexdesk/shared';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import Guide from '../../../exposes/Guide';
import Legals from '../../../exposes/Legals';
import { CONFIGURED } from '../../../test/legalNotices';
import { renderPage } from '../../../test/render';
import { guides } from '../model/guides';

const guidePage = (
  <Routes>
    <Route path="/guides/:guide" element={<Guide />} />
    <Route path="/legals" element={<Legals />} />
  </Routes>
);

afterEach(() => {
  document.title = '';
});

describe('the guides', () => {
  it('are linked from the legal page’s Documentation section, each by its title', async () => {
    // The legal page also asks for the operator's details; the test ends once they are shown.
    jest.spyOn(apiClient, 'get').mockResolvedValueOnce(CONFIGURED);
    renderPage(guidePage, { route: '/legals' });
    const documentation = screen.getByRole('region', { name: 'Documentation' });
    expect(
      within(documentation)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ["Premiers pas de l'administrateur du cabinet", '/guides/onboarding'],
      ['Installer le formulaire casus sur votre site', '/guides/intake-widget'],
      ['La bibliothèque\u00a0: ajouter, retrouver et joindre vos documents', '/guides/library'],
    ]);
    await within(screen.getByRole('region', { name: 'Mentions légales' })).findByText('LexDesk');
  });

  it('shows a guide with its parts, the other guides and the way back, and names the browser tab', async () => {
    document.title = 'Guide · LexDesk';
    const { user, location } = renderPage(guidePage, { route: '/guides/onboarding' });
    expect(
      screen.getByRole('heading', { level: 1, name: "Premiers pas de l'administrateur du cabinet" }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '2. Invitez vos avocats' })).toBeVisible();
    await screen.findByText(/essai gratuit de 30 jours/);
    expect(document.title).toBe("Premiers pas de l'administrateur du cabinet · LexDesk");

    const others = screen.getByRole('navigation', { name: 'Les guides' });
    await user.click(within(others).getByRole('link', { name: 'Installer le formulaire casus sur votre site' }));
    expect(location()).toBe('/guides/intake-widget');
    expect(screen.getByRole('link', { name: 'Retour aux informations légales' })).toHaveAttribute(
      'href',
      '/legals#documentation',
    );
  });

  it('gives the intake widget’s code with this site’s address and a placeholder for the firm', () => {
    renderPage(guidePage, { route: '/guides/intake-widget' });
    const code = screen.getByRole('region', { name: 'Code à coller' });
    expect(code).toHaveTextContent(
      `<script src="${window.location.origin}/casus.js" data-uuid="IDENTIFIANT-DU-CABINET" data-lang="fr" async></script>`,
    );
    expect(screen.getByText(/data-law-case \(facultatif\)/)).toBeVisible();
  });

  it('speaks the page’s language', () => {
    renderPage(guidePage, { route: '/guides/library', locale: 'nl' });
    expect(screen.getByRole('heading', { level: 1, name: /^De bibliotheek/ })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Privé of Openbaar' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Terug naar de juridische informatie' })).toBeVisible();
  });

  it('says when a guide does not exist, and offers the others', () => {
    renderPage(guidePage, { route: '/guides/nope' });
    expect(screen.getByRole('heading', { level: 1, name: 'Guide introuvable' })).toBeVisible();
    expect(within(screen.getByRole('navigation', { name: 'Les guides' })).getAllByRole('link')).toHaveLength(
      GUIDES.length,
    );
  });

  it('has every guide in fr, en and nl, with the same parts', () => {
    for (const name of GUIDES) {
      const shape = (locale: 'fr' | 'en' | 'nl') =>
        guides[locale][name].parts.map((part) => [part.paragraphs.length, part.snippet ?? false]);
      expect(shape('en')).toEqual(shape('fr'));
      expect(shape('nl')).toEqual(shape('fr'));
    }
  });
});
