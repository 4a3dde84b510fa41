import { AUTH_PAGE_PATHS, HOME_PATH_BY_ROLE, LOCALES } from '@lexdesk/shared';
import { shellMessages } from '../i18n/messages';
import { modulesForPath, pathOf, RESOLVED_ROUTES, resolveTable, ROUTE_TABLE, routeByName } from './table';
import { ROUTE_NAMES, type RouteName, type RouteRecord } from './types';

/** Every route name the two specifications list, plus the ones the brief names (Office pages, Intake). */
const SPEC_NAMES: RouteName[] = [
  'Login',
  'Forgot',
  'Register',
  'Subscribe',
  'Reset',
  'Welcome',
  'Legals',
  'LegalCases',
  'MyCases',
  'AllCases',
  'LegalCase',
  'LCDemand',
  'LCLitigeantDocuments',
  'LCOfficeDocuments',
  'LCJuridicalDocuments',
  'MyDocuments',
  'JuridicalDocuments',
  'Offices',
  'Office',
  'Informations',
  'Lawyers',
  'Policies',
  'AccessLog',
  'Applications',
  'OfficeSubscription',
  'Account',
  'Profile',
  'Categories',
  'CategoriesList',
  'CategoriesUpdate',
  'CategoriesDetail',
  'Subscription',
  'SubscriptionOptions',
  'SubscriptionPayment',
  'SubscriptionBilling',
  'SubscriptionRecap',
  'Admin',
  'Process',
  'Faileds',
  'Tagging',
  'Search',
  'Intake',
];

function walk(
  records: readonly RouteRecord[],
  visit: (record: RouteRecord, parent: RouteRecord | null) => void,
  parent: RouteRecord | null = null,
) {
  for (const record of records) {
    visit(record, parent);
    if (record.children) walk(record.children, visit, record);
  }
}

describe('route table', () => {
  it('lists every route of the specifications', () => {
    const names = RESOLVED_ROUTES.map((route) => route.name);
    for (const name of SPEC_NAMES) expect(names).toContain(name);
  });

  it('uses each name exactly once, and only declared names', () => {
    const names = RESOLVED_ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...ROUTE_NAMES].sort());
  });

  it('gives each path to one route only', () => {
    const paths = RESOLVED_ROUTES.flatMap((route) => (route.fullPath ? [route.fullPath] : []));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has the paths of the specifications', () => {
    expect(pathOf('Login')).toBe('/');
    expect(pathOf('MyCases')).toBe('/legal-cases/my-cases');
    expect(pathOf('AllCases')).toBe('/legal-cases/all-cases');
    expect(pathOf('LCDemand', { token: 't1' })).toBe('/legal-case/t1/demand');
    expect(pathOf('LCLitigeantDocuments', { token: 't1' })).toBe('/legal-case/t1/litigeant-documents');
    expect(pathOf('LCOfficeDocuments', { token: 't1' })).toBe('/legal-case/t1/office-documents');
    expect(pathOf('LCJuridicalDocuments', { token: 't1' })).toBe('/legal-case/t1/juridical-documents');
    expect(pathOf('Informations')).toBe('/office/informations');
    expect(pathOf('Applications')).toBe('/account/applications');
    expect(pathOf('OfficeSubscription')).toBe('/office/subscription');
    expect(pathOf('CategoriesList')).toBe('/account/categories/list');
    expect(pathOf('CategoriesUpdate')).toBe('/account/categories/update');
    expect(pathOf('CategoriesDetail', { id: '4' })).toBe('/account/categories/4');
    expect(pathOf('Intake')).toBe('/intake');
    expect(['/admin', '/process', '/faileds', '/tagging', '/search']).toEqual(
      (['Admin', 'Process', 'Faileds', 'Tagging', 'Search'] as const).map((name) => pathOf(name)),
    );
  });

  it('sends every redirect to an existing route that ends on a page', () => {
    const redirects = RESOLVED_ROUTES.filter((route) => route.redirect);
    expect(redirects.map((route) => [route.name, route.redirect])).toEqual([
      ['LegalCases', 'MyCases'],
      ['LegalCase', 'LCDemand'],
      ['Office', 'Informations'],
      ['Account', 'Profile'],
      ['Categories', 'CategoriesList'],
      ['Subscription', 'SubscriptionOptions'],
    ]);
    for (const route of redirects) {
      let target = routeByName(route.redirect as RouteName);
      const seen = new Set<RouteName>([route.name]);
      while (target.redirect && !target.module) {
        expect(seen.has(target.name)).toBe(false);
        seen.add(target.name);
        target = routeByName(target.redirect);
      }
      expect(target.fullPath).not.toBeNull();
      expect(target.module).toBeDefined();
    }
  });

  it('points every back link at a route with a path', () => {
    for (const route of RESOLVED_ROUTES) {
      if (route.meta.back) expect(routeByName(route.meta.back).fullPath).not.toBeNull();
    }
    expect(routeByName('LCDemand').meta.back).toBe('LegalCases');
    expect(routeByName('CategoriesUpdate').meta.back).toBe('CategoriesList');
    expect(routeByName('CategoriesDetail').meta.back).toBe('CategoriesList');
    expect(routeByName('SubscriptionRecap').meta.back).toBe('OfficeSubscription');
    expect(routeByName('Tagging').meta.back).toBe('Admin');
  });

  it('nests only relative leaves under layout pages (react-router needs them relative)', () => {
    walk(ROUTE_TABLE, (record, parent) => {
      if (parent?.module && parent.children) {
        expect(record.path?.startsWith('/')).toBe(false);
        expect(record.children).toBeUndefined();
        expect(record.module).toBeDefined();
      }
    });
  });

  it('gives every route a page, a redirect, children, or (NotFound) a shell page', () => {
    walk(ROUTE_TABLE, (record) => {
      const ok = !!record.module || !!record.redirect || !!record.children?.length || record.name === 'NotFound';
      expect({ name: record.name, ok }).toEqual({ name: record.name, ok: true });
    });
  });

  // That every page and sidebar module is exposed by a remote: federation/registry.test.ts, against app-registry.js.

  it('marks exactly the admin routes of the library spec as admin', () => {
    expect(RESOLVED_ROUTES.filter((route) => route.meta.admin).map((route) => route.name)).toEqual([
      'Admin',
      'Process',
      'Faileds',
      'Tagging',
      'Search',
    ]);
  });

  it('marks the public and authentication routes', () => {
    expect(RESOLVED_ROUTES.filter((route) => route.meta.public).map((route) => route.name)).toEqual([
      'Login',
      'Forgot',
      'Register',
      'Subscribe',
      'Reset',
      'Welcome',
      'Legals',
      'Guide',
      'Intake',
    ]);
    expect(RESOLVED_ROUTES.filter((route) => route.meta.authPage).map((route) => route.name)).toEqual([
      'Login',
      'Forgot',
      'Register',
      'Subscribe',
      'Reset',
    ]);
  });

  it('agrees with the shared redirect rule on the authentication pages and the homes by role', () => {
    const authPaths = RESOLVED_ROUTES.filter((route) => route.meta.authPage).map((route) => route.fullPath);
    expect([...AUTH_PAGE_PATHS].sort()).toEqual([...authPaths].sort());
    expect(HOME_PATH_BY_ROLE.admin).toBe(pathOf('Admin'));
    expect(routeByName('Admin').meta.admin).toBe(true);
    expect(HOME_PATH_BY_ROLE.user).toBe(pathOf('LegalCases'));
    expect(routeByName('LegalCases').meta.admin).toBeUndefined();
  });

  it('carries the sidebars and top bars of the specifications', () => {
    const meta = (name: RouteName) => routeByName(name).meta;
    expect(meta('LCOfficeDocuments')).toMatchObject({
      leftSidebar: 'search',
      rightSidebar: 'preview',
      topBar: 'legalcase',
    });
    expect(meta('LCJuridicalDocuments')).toMatchObject({
      leftSidebar: 'search',
      rightSidebar: 'preview',
      topBar: 'legalcase',
    });
    expect(meta('LCDemand').leftSidebar).toBeUndefined();
    expect(meta('MyDocuments')).toMatchObject({ leftSidebar: 'search', rightSidebar: 'preview', menu: true });
    expect(meta('Admin')).toMatchObject({ leftSidebar: 'search', rightSidebar: 'preview' });
    expect(meta('Search').rightSidebar).toBe('preview');
    expect(meta('Lawyers')).toMatchObject({ rightSidebar: 'lawyer', leftSidebar: 'officeMenu', topBar: 'detail' });
    expect(meta('CategoriesDetail')).toMatchObject({
      rightSidebar: 'lawyers',
      leftSidebar: 'accountMenu',
      topBar: 'detail',
    });
    expect(meta('Applications')).toMatchObject({ leftSidebar: 'officeMenu', detailTitle: 'office' });
    expect(meta('SubscriptionPayment')).toMatchObject({ topBar: 'detail', detailTitle: 'subscription' });
  });

  it('does not pass menu flags down to children', () => {
    expect(routeByName('LegalCases').meta.menu).toBe(true);
    expect(routeByName('MyCases').meta.menu).toBeUndefined();
    const resolved = resolveTable([
      {
        name: 'Account',
        path: '/a',
        meta: { userMenu: true, icon: 'user', leftSidebar: 'accountMenu' },
        children: [{ name: 'Profile', path: 'p' }],
      },
    ]);
    expect(resolved[1]?.meta).toEqual({ leftSidebar: 'accountMenu', titleKey: 'routes.Profile' });
    expect(resolved[1]?.fullPath).toBe('/a/p');
  });
});

describe('shell catalogue', () => {
  it('has the same keys in fr, en and nl', () => {
    const french = Object.keys(shellMessages.fr).sort();
    for (const locale of LOCALES) expect(Object.keys(shellMessages[locale]).sort()).toEqual(french);
  });

  it('has a title for every route and a label for every menu entry', () => {
    for (const locale of LOCALES) {
      const messages = shellMessages[locale];
      for (const route of RESOLVED_ROUTES) {
        expect({ locale, key: route.meta.titleKey, present: route.meta.titleKey in messages }).toMatchObject({
          present: true,
        });
        if (route.meta.menu) expect(messages).toHaveProperty([`menu.${route.name}`]);
        if (route.meta.userMenu) expect(messages).toHaveProperty([`userMenu.${route.name}`]);
      }
    }
  });

  it('keeps the texts the brief quotes', () => {
    expect(shellMessages.fr['remote.unavailable']).toBe('Ce module est momentanément indisponible.');
    expect(shellMessages.fr['remote.retry']).toBe('Réessayer');
    expect(shellMessages.fr['roles.admin']).toBe('Super administrateur');
    expect(shellMessages.fr['roles.user']).toBe('Avocat');
    expect(shellMessages.fr['roles.firmAdmin']).toBe('Administrateur');
    expect(shellMessages.fr['userMenu.logout']).toBe('Se déconnecter');
    expect(shellMessages.fr['toast.close']).toBe('Fermer');
  });
});

describe('modulesForPath', () => {
  it('names the page module and the layout modules around it', () => {
    expect(modulesForPath('/')).toEqual(['mf_auth/Login']);
    expect(modulesForPath('/legal-cases/my-cases')).toEqual(['mf_cases/LegalCases', 'mf_cases/MyCases']);
    expect(modulesForPath('/legal-case/abc123/demand')).toContain('mf_cases/LegalCase');
  });

  it('names nothing for an unknown path or a redirect-only path', () => {
    expect(modulesForPath('/nowhere/at/all')).toEqual([]);
    expect(modulesForPath('/office')).toEqual([]);
  });
});
