import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/** The typeface's family name in the design tokens' stack (`--lx-font-family`). */
export const BRAND_FAMILY = 'Inter Variable';

/** Every character of French, Dutch and English, the typographic spaces, quotes and the euro sign. */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, ' +
  'U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/**
 * The typeface file's URL, set once it has loaded in this browser: it is then in the HTTP cache (a year, immutable).
 * A new file (its name carries its hash) is not in the cache yet, so the flag names the file.
 */
const LOADED_BEFORE = 'lexdesk.brand-font';

let declared = false;

/**
 * Declares the brand typeface and starts its download; text swaps to it when it arrives (`display: swap`).
 * Called once the first page has shown, or at start when this browser loaded it before (then from its cache,
 * so that the first paint is already in Inter). A failed load leaves the metric-matched fallback.
 */
export function loadBrandFont(): void {
  if (declared || typeof FontFace === 'undefined' || !document.fonts) return;
  declared = true;
  const face = new FontFace(BRAND_FAMILY, `url(${interUrl}) format('woff2-variations')`, {
    weight: '100 900',
    style: 'normal',
    display: 'swap',
    unicodeRange: LATIN,
  });
  document.fonts.add(face);
  face.load().then(
    () => {
      try {
        localStorage.setItem(LOADED_BEFORE, interUrl);
      } catch {
        // Storage may be blocked: the next visit simply waits for the first page again.
      }
    },
    (error: unknown) => console.warn('[lexdesk] the brand typeface could not load', error),
  );
}

/** Whether this browser has loaded the typeface before (and so has it in its cache). */
export function brandFontLoadedBefore(): boolean {
  try {
    return localStorage.getItem(LOADED_BEFORE) === interUrl;
  } catch {
    return false;
  }
}
