import { registerMessageLoaders } from '@lexdesk/shared/core';
import './registerLogin';
import type * as catalogueModule from './messages';

// `./messages?locale=xx` is, in a build, this catalogue with only that language's texts, in a chunk of its own
// (tools/webpack/compile-messages-loader.js): a visitor downloads the language shown, the others on a switch.
// The shell waits for the active language's texts before it renders a page of this remote. Every page but Login
// registers these with Login's (registerLogin.ts); their chunks' names (`auth-messages-more-<locale>`) are not
// the pattern the shell preloads, which stays Login's.
type CatalogueModule = typeof catalogueModule;
const texts = (module: unknown) => (module as CatalogueModule).authMessages;

registerMessageLoaders({
  fr: () => import(/* webpackChunkName: "auth-messages-more-fr" */ './messages?locale=fr').then((m) => texts(m).fr),
  en: () => import(/* webpackChunkName: "auth-messages-more-en" */ './messages?locale=en').then((m) => texts(m).en),
  nl: () => import(/* webpackChunkName: "auth-messages-more-nl" */ './messages?locale=nl').then((m) => texts(m).nl),
}).catch(() => undefined); // A failed language is reported by the store and shows its ids.
