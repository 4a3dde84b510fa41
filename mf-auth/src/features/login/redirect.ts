import type { Role } from '@lexdesk/shared';

/** Pages a signed-in user has no reason to come back to after logging in. */
const AUTH_PATHS = new Set(['/', '/forgot', '/register', '/subscribe', '/reset']);

/**
 * The `redirect` query parameter, kept only when it is a path of this site: it must start with one "/",
 * not "//" nor "/\" (both read as another host by browsers), carry no control character (the URL parser
 * drops tabs and newlines, so "/\t/evil.example" would become "//evil.example"), and resolve to the same
 * origin. Anything else is ignored: an open redirect would let a phishing link borrow our login page.
 */
export function safeRedirectTarget(
  raw: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || AUTH_PATHS.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where Login sends a user: the redirect target, else the admin home or the cases (section 4). */
export function loginDestination(role: Role | null, redirect: string | null | undefined, origin?: string): string {
  return safeRedirectTarget(redirect, origin) ?? (role === 'admin' ? '/admin' : '/legal-cases');
}
