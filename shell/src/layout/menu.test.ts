import type { SidebarSlotValues } from '@lexdesk/shared';
import { client, firmAdmin, lawyer, signedIn, superAdmin } from '../test/fixtures';
import { routeByName } from '../routes/table';
import {
  detailTopBarTitle,
  intakeUrl,
  isMenuEntryActive,
  isRightSidebarVisible,
  roleLabel,
  topBarTitle,
  topMenuRoutes,
  userMenuRoutes,
} from './menu';

const names = (routes: readonly { name: string }[]) => routes.map((route) => route.name);
const noSelection: SidebarSlotValues = { preview: null, lawyer: null };

describe('top menu', () => {
  it('shows the super administrator only the admin entries', () => {
    expect(names(topMenuRoutes(signedIn(superAdmin())))).toEqual(['Admin', 'Process', 'Faileds', 'Search']);
  });

  it('shows lawyers and firm administrators only the non-admin entries', () => {
    expect(names(topMenuRoutes(signedIn(lawyer())))).toEqual([
      'LegalCases',
      'MyDocuments',
      'JuridicalDocuments',
      'Office',
    ]);
    expect(names(topMenuRoutes(signedIn(firmAdmin())))).toEqual([
      'LegalCases',
      'MyDocuments',
      'JuridicalDocuments',
      'Office',
    ]);
  });

  it('highlights an entry on every page of its section', () => {
    const office = routeByName('Office');
    expect(isMenuEntryActive(office, 'Lawyers')).toBe(true);
    expect(isMenuEntryActive(office, 'Applications')).toBe(true);
    expect(isMenuEntryActive(office, 'MyDocuments')).toBe(false);
    expect(isMenuEntryActive(routeByName('LegalCases'), 'AllCases')).toBe(true);
    expect(isMenuEntryActive(routeByName('LegalCases'), 'LCDemand')).toBe(true);
    expect(isMenuEntryActive(routeByName('MyDocuments'), 'LCOfficeDocuments')).toBe(false);
    expect(isMenuEntryActive(routeByName('Admin'), 'Tagging')).toBe(true);
  });
});

describe('profile dropdown', () => {
  it('has no entries for the super administrator', () => {
    expect(userMenuRoutes(signedIn(superAdmin()))).toEqual([]);
  });

  it('lists the userMenu routes for the others', () => {
    expect(names(userMenuRoutes(signedIn(lawyer())))).toEqual([
      'Profile',
      'Informations',
      'CategoriesList',
      'Applications',
    ]);
    for (const route of userMenuRoutes(signedIn(lawyer()))) expect(route.meta.icon).toBeDefined();
  });

  it('gives the firm administrator the subscription too, in the trial as after it', () => {
    for (const status of ['active', 'trial', 'none'] as const) {
      const session = signedIn(
        firmAdmin({ client: client({ subscription_status: status, trial_ends_at: '2030-01-01' }) }),
      );
      expect(names(userMenuRoutes(session))).toEqual([
        'Profile',
        'Informations',
        'CategoriesList',
        'Applications',
        'OfficeSubscription',
      ]);
    }
  });
});

describe('role label', () => {
  it('shows the firm name when there is one', () => {
    expect(roleLabel(lawyer())).toEqual({ text: 'Cabinet Démo' });
  });

  it('falls back to the translated role', () => {
    expect(roleLabel(superAdmin())).toEqual({ messageId: 'roles.admin' });
    expect(roleLabel(lawyer({ client: client({ name: null }) }))).toEqual({ messageId: 'roles.user' });
    expect(roleLabel(firmAdmin({ client: client({ name: '  ' }) }))).toEqual({ messageId: 'roles.firmAdmin' });
  });
});

describe('case intake link', () => {
  it('carries the firm uuid, an empty law case and lang fr', () => {
    const url = new URL(intakeUrl(lawyer()) ?? '', 'http://x');
    expect(url.pathname).toBe('/intake');
    expect(Object.fromEntries(url.searchParams)).toEqual({ uuid: 'firm-uuid-1', lawCase: '', lang: 'fr' });
  });

  it('is hidden for the super administrator', () => {
    expect(intakeUrl(superAdmin({ client: client() }))).toBeNull();
  });
});

describe('right sidebar rules', () => {
  it('shows the preview only when a document is selected', () => {
    expect(isRightSidebarVisible('preview', noSelection, lawyer())).toBe(false);
    expect(isRightSidebarVisible('preview', { ...noSelection, preview: { token: 'doc1' } }, lawyer())).toBe(true);
  });

  it('shows the lawyer panel only when a lawyer is selected', () => {
    expect(isRightSidebarVisible('lawyer', noSelection, lawyer())).toBe(false);
    expect(isRightSidebarVisible('lawyer', { ...noSelection, lawyer: { id: 11 } }, lawyer())).toBe(true);
  });

  it('shows the lawyers list only when the firm has more than one lawyer', () => {
    expect(isRightSidebarVisible('lawyers', noSelection, lawyer())).toBe(true);
    expect(isRightSidebarVisible('lawyers', noSelection, lawyer({ client: client({ lawyer_list: '11' }) }))).toBe(
      false,
    );
  });

  it('shows nothing when the route has no right sidebar', () => {
    expect(isRightSidebarVisible(undefined, { preview: { token: 'a' }, lawyer: { id: 1 } }, lawyer())).toBe(false);
  });
});

describe('top bar title: the section, never the page title again', () => {
  it('names the section of a detail page (spec 000 §2)', () => {
    const who = lawyer();
    expect(detailTopBarTitle(routeByName('Profile'), who)).toEqual({ messageId: 'topbar.account' });
    expect(detailTopBarTitle(routeByName('CategoriesUpdate'), who)).toEqual({ messageId: 'topbar.account' });
    expect(detailTopBarTitle(routeByName('SubscriptionRecap'), who)).toEqual({
      messageId: 'topbar.office',
      values: { name: 'Cabinet Démo' },
    });
    expect(detailTopBarTitle(routeByName('Lawyers'), who)).toEqual({
      messageId: 'topbar.office',
      values: { name: 'Cabinet Démo' },
    });
    expect(detailTopBarTitle(routeByName('Informations'), lawyer({ client: client({ name: null }) }))).toEqual({
      messageId: 'topbar.officeUnnamed',
    });
  });

  it('names the account on CategoriesDetail, whose <h1> is the category', () => {
    expect(topBarTitle(routeByName('CategoriesDetail'), lawyer())).toEqual({ messageId: 'topbar.account' });
  });

  it('names the section "Retour" leads to on a case and on Tagging, not the tab', () => {
    expect(topBarTitle(routeByName('LCDemand'), lawyer())).toEqual({ messageId: 'routes.LegalCases' });
    expect(topBarTitle(routeByName('LCJuridicalDocuments'), lawyer())).toEqual({ messageId: 'routes.LegalCases' });
    expect(topBarTitle(routeByName('Tagging'), lawyer())).toEqual({ messageId: 'routes.Admin' });
  });

  it('leaves out the bar on a page without a way back (its title is the <h1> and the active menu entry)', () => {
    for (const name of ['MyCases', 'AllCases', 'MyDocuments', 'Search', 'NotFound'] as const) {
      expect(topBarTitle(routeByName(name), lawyer())).toBeNull();
    }
  });
});
