// The first paint's protocol between the apps' builds, the server and the shell (ARCHITECTURE.md, "First paint").

/** Stands for the page inside a frame prerendered by the shell; the server puts the page's HTML there. */
export const FIRST_PAINT_PAGE_SLOT = '@@lexdesk-first-paint-page@@';

/** On the first paint's outer element: the remote module it stands for (`mf_auth/Login`). */
export const FIRST_PAINT_MODULE_ATTRIBUTE = 'data-first-paint';

/** On the first paint's outer element: the language it is written in. */
export const FIRST_PAINT_LOCALE_ATTRIBUTE = 'data-first-paint-locale';

/** On a first paint's submit buttons, which are plain buttons until the app takes over. */
export const FIRST_PAINT_SUBMIT_ATTRIBUTE = 'data-first-paint-submit';

/**
 * The id of the `<script type="application/json">` in which the server puts remotes.json into the page (the same
 * file, read at that request): the shell starts from it instead of fetching the file.
 */
export const INLINE_REMOTES_ID = 'lexdesk-remotes';

/** A route of the shell's dist/first-paint/routes.json: what a page load of its path will show. */
export interface PageRoute {
  /** The path pattern (`/legal-case/:token/demand`). */
  path: string;
  /** The remote modules the page renders, outermost first (`mf_cases/LegalCases`, `mf_cases/MyCases`). */
  modules: string[];
  /** Open to a visitor without a session. */
  public: boolean;
  /** The shell's prerendered frame a first paint of the page goes in (a visitor without a session). */
  frame?: string;
}

/** The shell's dist/first-paint/shell-assets.json: its own files a page load needs, by the browser build. */
export interface ShellAssets {
  /** Stylesheets of the shell's first render. */
  stylesheets: string[];
  /** Scripts and stylesheets of the signed-in frame (menus, sidebars). */
  signedIn: string[];
  /** The shell's texts, one script per language. */
  messages: Record<string, string>;
}
