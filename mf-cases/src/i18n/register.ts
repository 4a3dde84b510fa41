import { registerMessageLoaders } from '@lexdesk/shared/core';
import './registerLists';
import type * as catalogueModule from './more/messages';

// `…/messages?locale=xx` is, in a build, that catalogue with only that language's texts, in a chunk of its own
// (tools/webpack/compile-messages-loader.js): a visitor downloads the language shown, the others on a switch.
// The shell waits for the active language's texts before it renders a page of this remote. The case screen and the
// intake form register these with the lists' (registerLists.ts); their chunks' names (`cases-messages-more-<locale>`)
// are not the pattern the shell preloads, which stays the lists'.
type CatalogueModule = typeof catalogueModule;
const texts = (module: unknown) => (module as CatalogueModule).moreMessages;

registerMessageLoaders({
  fr: () =>
    import(/* webpackChunkName: "cases-messages-more-fr" */ './more/messages?locale=fr').then((m) => texts(m).fr),
  en: () =>
    import(/* webpackChunkName: "cases-messages-more-en" */ './more/messages?locale=en').then((m) => texts(m).en),
  nl: () =>
    import(/* webpackChunkName: "cases-messages-more-nl" */ './more/messages?locale=nl').then((m) => texts(m).nl),
}).catch(() => undefined); // A failed language is reported by the store and shows its ids.
