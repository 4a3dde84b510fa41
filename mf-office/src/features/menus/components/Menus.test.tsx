import { screen, within } from '@testing-library/react';
import { renderScreen } from '../../../common/test/render';
import { makeAdmin, makeClient, makeUser, resetStores } from '../../../common/test/session';
import { AccountMenu } from './AccountMenu';
import { OfficeMenu } from './OfficeMenu';

const linkNames = (menu: string) =>
  within(screen.getByRole('navigation', { name: menu }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('office menu', () => {
  it('gives the firm administrator every office page and marks the current one', () => {
    resetStores(makeAdmin());
    renderScreen(<OfficeMenu />, { path: '/office/lawyers' });
    expect(linkNames('Cabinet')).toEqual([
      'Informations',
      'Avocats',
      'Contrats',
      "Journal d'accès",
      'Applications',
      'Abonnement',
    ]);
    expect(screen.getByRole('link', { name: 'Avocats' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Informations' })).not.toHaveAttribute('aria-current');
  });

  it('hides the administrator entries from a lawyer', () => {
    resetStores(makeUser());
    renderScreen(<OfficeMenu />, { path: '/office/informations' });
    expect(linkNames('Cabinet')).toEqual(['Informations', 'Avocats', 'Applications']);
  });

  it.each(['trial', 'none'] as const)('leads to the subscription page in the trial and after it (%s)', (status) => {
    resetStores(makeAdmin({ client: makeClient({ subscription_status: status }) }));
    renderScreen(<OfficeMenu />, { path: '/office/informations' });
    expect(linkNames('Cabinet')).toEqual([
      'Informations',
      'Avocats',
      'Contrats',
      "Journal d'accès",
      'Applications',
      'Abonnement',
    ]);
    expect(screen.getByRole('link', { name: 'Abonnement' })).toHaveAttribute('href', '/office/subscription');
  });
});

describe('account menu', () => {
  it.each(['/account/categories/list', '/account/categories/update', '/account/categories/4'])(
    'marks "Mes matières" current on %s',
    (path) => {
      resetStores(makeUser());
      renderScreen(<AccountMenu />, { path });
      expect(linkNames('Mon compte')).toEqual(['Profil', 'Mes matières']);
      expect(screen.getByRole('link', { name: 'Mes matières' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: 'Profil' })).not.toHaveAttribute('aria-current');
    },
  );
});
