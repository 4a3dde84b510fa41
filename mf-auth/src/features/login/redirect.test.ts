import { loginDestination, safeRedirectTarget } from './redirect';

const origin = 'https://app.lexdesk.test';

describe('safeRedirectTarget', () => {
  it.each([
    ['/office/informations', '/office/informations'],
    ['/legal-cases/my-cases?page=2#top', '/legal-cases/my-cases?page=2#top'],
    ['/a/../office', '/office'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeRedirectTarget(raw, origin)).toBe(expected);
  });

  it.each([
    null,
    '',
    'office',
    'https://evil.example/steal',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    '/',
    '/forgot',
    '/subscribe?x=1',
  ])('refuses %p', (raw) => {
    expect(safeRedirectTarget(raw, origin)).toBeNull();
  });
});

describe('loginDestination', () => {
  it('prefers a safe redirect, else /admin for admins and /legal-cases for users', () => {
    expect(loginDestination('user', '/office/lawyers', origin)).toBe('/office/lawyers');
    expect(loginDestination('admin', '//evil.example', origin)).toBe('/admin');
    expect(loginDestination('user', null, origin)).toBe('/legal-cases');
  });
});
