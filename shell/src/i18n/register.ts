import { registerMessageLoaders } from '@lexdesk/shared/core';
import type * as catalogueModule from './messages';

// `./messages?locale=xx` is, in a build, the shell's catalogue with only that language's texts, in a chunk of
// its own (tools/webpack/compile-messages-loader.js); the bootstrap waits for the active one before rendering.
type CatalogueModule = typeof catalogueModule;
const texts = (module: unknown) => (module as CatalogueModule).shellMessages;

export const registerShellMessages = (): Promise<void> =>
  registerMessageLoaders({
    fr: () => import(/* webpackChunkName: "shell-messages-fr" */ './messages?locale=fr').then((m) => texts(m).fr),
    en: () => import(/* webpackChunkName: "shell-messages-en" */ './messages?locale=en').then((m) => texts(m).en),
    nl: () => import(/* webpackChunkName: "shell-messages-nl" */ './messages?locale=nl').then((m) => texts(m).nl),
  });
