// The first paint's protocol between the apps' builds, the server and the shell (ARCHITECTURE.md, "First paint").

/** Stands for the page inside a frame prerendered by the shell; the server puts the page's HTML there. */
export const FIRST_PAINT_PAGE_SLOT = '@@lexdesk-first-paint-page@@';

/** On the first paint's outer element: the remote module it stands for (`mf_auth/Login`). */
export const FIRST_PAINT_MODULE_ATTRIBUTE = 'data-first-paint';

/** On the first paint's outer element: the language it is written in. */
export const FIRST_PAINT_LOCALE_ATTRIBUTE = 'data-first-paint-locale';

/** On a first paint's submit buttons, which are plain buttons until the app takes over. */
export const FIRST_PAINT_SUBMIT_ATTRIBUTE = 'data-first-paint-submit';

/** The shell's dist/first-paint/routes.json: a path, the remote module shown there, and the frame around it. */
export interface FirstPaintRoute {
  path: string;
  module: string;
  frame: string;
}
