import { HOME_PATH_BY_ROLE, homePathOf, loginDestination, safeRedirectTarget } from './redirect';

describe('safeRedirectTarget', () => {
  it.each([
    ['/office/informations', '/office/informations'],
    ['/legal-cases/my-cases?page=2#top', '/legal-cases/my-cases?page=2#top'],
    ['/my-documents?page=3', '/my-documents?page=3'],
    ['/a/../office', '/office'],
    ['/legals#terms', '/legals#terms'],
    ['/welcome', '/welcome'],
    ['/forgotten-cases', '/forgotten-cases'],
  ])('keeps the same-site path %p', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'office',
    ' /office',
    'https://evil.example/steal',
    'javascript:alert(1)',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/office\\..\\..\\evil.example',
  ])('refuses what is not a path of this site: %p', (raw) => {
    expect(safeRedirectTarget(raw)).toBeNull();
  });

  it.each(['/\t/example.org', '/\n/evil.example', '/\r/evil.example', '/\u0000x', '/office\u007f', '/a\u0085b'])(
    'refuses control characters: %j',
    (raw) => {
      expect(safeRedirectTarget(raw)).toBeNull();
    },
  );

  it.each([
    '/',
    '/?redirect=%2Foffice',
    '/forgot',
    '/register?token=x',
    '/subscribe?x=1',
    '/reset?token=x',
    '/reset?token=x&email=a%40b.be',
    '/reset/',
    '/Forgot',
    '/%72eset?token=x',
    '/office/../reset',
    '/#top',
  ])('ignores the authentication page %p', (raw) => {
    expect(safeRedirectTarget(raw)).toBeNull();
  });
});

describe('home by role', () => {
  it('is /admin for the super administrator and /legal-cases otherwise', () => {
    expect(HOME_PATH_BY_ROLE).toEqual({ admin: '/admin', user: '/legal-cases' });
    expect(homePathOf('admin')).toBe('/admin');
    expect(homePathOf('user')).toBe('/legal-cases');
    expect(homePathOf(null)).toBe('/legal-cases');
  });
});

describe('loginDestination', () => {
  it('prefers a safe redirect target, else the home of the role', () => {
    expect(loginDestination('user', '/office/lawyers')).toBe('/office/lawyers');
    expect(loginDestination('admin', '//evil.example')).toBe('/admin');
    expect(loginDestination('user', '/\t/example.org')).toBe('/legal-cases');
    expect(loginDestination('user', '/forgot')).toBe('/legal-cases');
    expect(loginDestination('user', null)).toBe('/legal-cases');
  });
});
