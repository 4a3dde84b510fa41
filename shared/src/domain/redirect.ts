// Where a user lands after logging in: one rule for the shell's guard (a signed-in user opening Login)
// and for the Login page itself (mf-auth). Pure: no DOM, no router, no window.
import { ROUTE_PATTERNS } from '../routes/paths';

/** The home page of each role (section 4): the super administrator's back office, else the legal cases. */
export const HOME_PATH_BY_ROLE = { admin: ROUTE_PATTERNS.Admin, user: ROUTE_PATTERNS.LegalCases } as const;

export type HomeRole = keyof typeof HOME_PATH_BY_ROLE;

/** The authentication pages: a Login redirect pointing at one of them is ignored. */
export const AUTH_PAGE_PATHS: readonly string[] = [
  ROUTE_PATTERNS.Login,
  ROUTE_PATTERNS.Forgot,
  ROUTE_PATTERNS.Register,
  ROUTE_PATTERNS.Subscribe,
  ROUTE_PATTERNS.Reset,
];

/** Any origin does: it only serves to check that the target cannot leave it. */
const PROBE_ORIGIN = 'https://lexdesk.invalid';

// C0 controls, DEL and C1 controls. The URL parser drops tabs and newlines, so "/\t/evil.example"
// would become "//evil.example" once a router or a browser resolves it.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** The path as the router matches it: decoded, case-insensitive, without trailing slashes. */
function comparablePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape cannot name an authentication page once decoded: compare it as it is.
  }
  return decoded.replace(/\/+$/, '').toLowerCase() || '/';
}

/**
 * The `redirect` query parameter of Login, kept only when it is a path of this site: it starts with a
 * single "/" ("//host" is another site), holds no backslash (browsers read "/\host" as "//host") and no
 * control character, and is not an authentication page. Anything else is ignored (null): an open
 * redirect would let a phishing link borrow our login page.
 */
export function safeRedirectTarget(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return null;
  if (raw.includes('\\') || CONTROL_CHARACTERS.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (AUTH_PAGE_PATHS.includes(comparablePath(url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The home page of a role; a user whose role is not known yet is treated as a firm member. */
export function homePathOf(role: HomeRole | null | undefined): string {
  return role === 'admin' ? HOME_PATH_BY_ROLE.admin : HOME_PATH_BY_ROLE.user;
}

/** Where Login sends a user: the safe redirect target, else the home of their role. */
export function loginDestination(role: HomeRole | null | undefined, redirect: string | null | undefined): string {
  return safeRedirectTarget(redirect) ?? homePathOf(role);
}
