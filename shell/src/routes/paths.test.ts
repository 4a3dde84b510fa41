import { pathTo, ROUTE_NAMES, ROUTE_PATTERNS, type PathRouteName } from '@lexdesk/shared';
import { matchRoutes } from 'react-router-dom';
import type { RouteHandle } from './handle';
import { buildRoutes } from './router';
import { RESOLVED_ROUTES } from './table';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

/** One call of every builder, with params and queries filled where the route takes them. */
const SAMPLE_PATHS: Record<PathRouteName, string> = {
  Login: pathTo.Login({ redirect: '/my-documents?page=2' }),
  Forgot: pathTo.Forgot(),
  Register: pathTo.Register({ token: 'invite-1', email: 'a@b.be', client: 'Cabinet', name: 'Martin' }),
  Subscribe: pathTo.Subscribe(),
  Reset: pathTo.Reset({ token: 'reset-1', email: 'a@b.be' }),
  Welcome: pathTo.Welcome(),
  Legals: pathTo.Legals('privacy'),
  Guide: pathTo.Guide({ guide: 'intake-widget' }),
  Intake: pathTo.Intake({ uuid: 'firm-uuid', lawCase: 3, lang: 'nl' }),
  LegalCases: pathTo.LegalCases(),
  MyCases: pathTo.MyCases({ page: 2 }),
  AllCases: pathTo.AllCases(),
  LegalCase: pathTo.LegalCase({ token: 'case/1 ?' }),
  LCDemand: pathTo.LCDemand({ token: 'case-1' }),
  LCLitigeantDocuments: pathTo.LCLitigeantDocuments({ token: 'case-1' }),
  LCOfficeDocuments: pathTo.LCOfficeDocuments({ token: 'case-1' }),
  LCJuridicalDocuments: pathTo.LCJuridicalDocuments({ token: 'case-1' }),
  MyDocuments: pathTo.MyDocuments(),
  JuridicalDocuments: pathTo.JuridicalDocuments(),
  Office: pathTo.Office(),
  Informations: pathTo.Informations(),
  Lawyers: pathTo.Lawyers(),
  Policies: pathTo.Policies(),
  AccessLog: pathTo.AccessLog(),
  Applications: pathTo.Applications(),
  OfficeSubscription: pathTo.OfficeSubscription(),
  Account: pathTo.Account(),
  Profile: pathTo.Profile(),
  Categories: pathTo.Categories(),
  CategoriesList: pathTo.CategoriesList({ page: 3 }),
  CategoriesUpdate: pathTo.CategoriesUpdate(),
  CategoriesDetail: pathTo.CategoriesDetail({ id: 12 }),
  Subscription: pathTo.Subscription(),
  SubscriptionOptions: pathTo.SubscriptionOptions(),
  SubscriptionPayment: pathTo.SubscriptionPayment(),
  SubscriptionBilling: pathTo.SubscriptionBilling(),
  SubscriptionRecap: pathTo.SubscriptionRecap(),
  Admin: pathTo.Admin(),
  Process: pathTo.Process(),
  Faileds: pathTo.Faileds(),
  Tagging: pathTo.Tagging(),
  Anonymisation: pathTo.Anonymisation({ token: 'doc 1&x' }),
  Search: pathTo.Search(),
};

/** The route the shell's real router renders for a URL (the deepest match names it). */
function routeRendering(url: string): string | undefined {
  const { pathname } = new URL(url, 'https://lexdesk.invalid');
  const matches = matchRoutes(buildRoutes(), pathname) ?? [];
  return (matches.at(-1)?.route.handle as RouteHandle | undefined)?.name;
}

describe('path builders and the route table', () => {
  it.each(Object.entries(SAMPLE_PATHS))('%s: the router renders the route its builder names', (name, url) => {
    expect(routeRendering(url)).toBe(name);
  });

  it('has a builder for every route of the table that has a path, and no builder for a route it lacks', () => {
    const routed = RESOLVED_ROUTES.filter((route) => route.fullPath !== null && route.fullPath !== '*').map(
      (route) => route.name,
    );
    expect(Object.keys(pathTo).sort()).toEqual([...routed].sort());
    expect(RESOLVED_ROUTES.map((route) => route.name).sort()).toEqual([...ROUTE_NAMES].sort());
  });

  it('takes every path of the table from the shared patterns', () => {
    for (const route of RESOLVED_ROUTES)
      expect([route.name, route.fullPath]).toEqual([route.name, ROUTE_PATTERNS[route.name]]);
  });

  it('keeps params inside their segment and queries in the query string', () => {
    expect(pathTo.LegalCase({ token: 'case/1 ?' })).toBe('/legal-case/case%2F1%20%3F');
    expect(pathTo.Login({ redirect: '/my-documents?page=2' })).toBe('/?redirect=%2Fmy-documents%3Fpage%3D2');
    expect(pathTo.Login()).toBe('/');
    expect(pathTo.Login({ redirect: null })).toBe('/');
    expect(pathTo.Intake({ uuid: 'firm-uuid', lawCase: '', lang: 'fr' })).toBe(
      '/intake?uuid=firm-uuid&lawCase=&lang=fr',
    );
    expect(pathTo.MyCases({ page: 1 })).toBe('/legal-cases/my-cases');
    expect(pathTo.MyCases({ page: 2 })).toBe('/legal-cases/my-cases?page=2');
    expect(pathTo.Legals('terms')).toBe('/legals#terms');
    expect(() => pathTo.LegalCase({ token: '' })).toThrow('needs its token');
  });
});
