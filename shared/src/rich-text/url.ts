// Which link addresses the editor accepts. The server sanitises the HTML anyway; this keeps a
// `javascript:` link from ever reaching a preview in the browser.

/** The schemes a link may use. */
export const LINK_SCHEMES = ['https:', 'http:', 'mailto:'] as const;

// C0 controls, DEL, spaces of every kind: a browser strips some of them inside a URL ("java\tscript:"),
// so an address carrying any of them is refused rather than cleaned.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u2060\u3000\ufeff]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const EMAIL = /^[^@\s/:?#]+@[^@\s/:?#]+\.[^@\s/:?#]+$/;
const DOMAIN = /^[^@\s/:?#.]+(\.[^@\s/:?#.]+)+(?::\d+)?(?:[/?#].*)?$/;

/**
 * An absolute link address with an accepted scheme (https, http, mailto) and, for the web, a host.
 * Used on pasted and stored HTML: anything else (javascript:, data:, relative paths) is not a link.
 */
export function isSafeLinkUrl(url: string): boolean {
  if (url.length === 0 || url.length > 2048 || UNSAFE_CHARACTERS.test(url)) return false;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (!scheme || !(LINK_SCHEMES as readonly string[]).includes(`${scheme}:`)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'mailto:') return parsed.pathname.length > 0;
  return parsed.hostname.length > 0 && url.slice(scheme.length + 1).startsWith('//');
}

/**
 * What the link dialog makes of a typed address: trimmed, "www.example.be" read as https, "nom@example.be"
 * as mailto; null when the result is not a safe link (javascript:, data:, file:, spaces inside...).
 */
export function normalizeLinkUrl(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length === 0) return null;
  let url = trimmed;
  if (!SCHEME.test(trimmed) || /^[^:]+\.[^:]+:\d+/.test(trimmed)) {
    if (EMAIL.test(trimmed)) url = `mailto:${trimmed}`;
    else if (DOMAIN.test(trimmed)) url = `https://${trimmed}`;
    else return null;
  }
  return isSafeLinkUrl(url) ? url : null;
}
