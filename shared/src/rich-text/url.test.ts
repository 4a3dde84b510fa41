import { isSafeLinkUrl, normalizeLinkUrl } from './url';

describe('isSafeLinkUrl', () => {
  it.each([
    'https://www.lexdesk.be',
    'http://example.be/path?q=1#top',
    'HTTPS://EXAMPLE.BE',
    'mailto:info@example.be',
    'https://example.be:8443/a',
  ])('accepts %s', (url) => {
    expect(isSafeLinkUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript\u0000:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'file:///etc/passwd',
    'ftp://example.be',
    '//example.be',
    '/relative/path',
    'www.example.be',
    'https:example.be',
    'https://',
    'https://exa mple.be',
    'mailto:',
    '',
  ])('refuses %j', (url) => {
    expect(isSafeLinkUrl(url)).toBe(false);
  });
});

describe('normalizeLinkUrl', () => {
  it('keeps an accepted address, trimmed', () => {
    expect(normalizeLinkUrl('  https://example.be/a  ')).toBe('https://example.be/a');
    expect(normalizeLinkUrl('mailto:info@example.be')).toBe('mailto:info@example.be');
  });

  it('reads a bare domain as https and a bare email as mailto', () => {
    expect(normalizeLinkUrl('www.example.be')).toBe('https://www.example.be');
    expect(normalizeLinkUrl('example.be/tarifs?x=1')).toBe('https://example.be/tarifs?x=1');
    expect(normalizeLinkUrl('example.be:8080/a')).toBe('https://example.be:8080/a');
    expect(normalizeLinkUrl('info@example.be')).toBe('mailto:info@example.be');
  });

  it('refuses scripts, data, other schemes and what is not an address', () => {
    expect(normalizeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeLinkUrl('  JAVASCRIPT:alert(document.cookie)')).toBeNull();
    expect(normalizeLinkUrl('javascript://example.be/%0Aalert(1)')).toBeNull();
    expect(normalizeLinkUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(normalizeLinkUrl('file:///C:/secret')).toBeNull();
    expect(normalizeLinkUrl('bonjour')).toBeNull();
    expect(normalizeLinkUrl('un lien.be')).toBeNull();
    expect(normalizeLinkUrl('')).toBeNull();
    expect(normalizeLinkUrl('   ')).toBeNull();
  });
});
