import { registerMessageLoaders } from '@lexdesk/shared/core';
import type * as catalogueModule from './messages';

// `./messages?locale=xx` is, in a build, this catalogue with only that language's texts, in a chunk of its own
// (tools/webpack/compile-messages-loader.js): a visitor downloads the language shown, the others on a switch.
// The shell waits for the active language's texts before it renders a page of this remote.
type CatalogueModule = typeof catalogueModule;
const texts = (module: unknown) => (module as CatalogueModule).messages;

registerMessageLoaders({
  fr: () => import(/* webpackChunkName: "cases-messages-fr" */ './messages?locale=fr').then((m) => texts(m).fr),
  en: () => import(/* webpackChunkName: "cases-messages-en" */ './messages?locale=en').then((m) => texts(m).en),
  nl: () => import(/* webpackChunkName: "cases-messages-nl" */ './messages?locale=nl').then((m) => texts(m).nl),
}).catch(() => undefined); // A failed language is reported by the store and shows its ids.
