import { registerMessageLoaders } from '@lexdesk/shared/core';
import type * as catalogueModule from './lists/messages';

// The lists' texts, a chunk per language named `cases-messages-<locale>`: the one the shell's preload-texts plugin
// fetches beside the remote's entry, so a start on a list waits for nothing else.
type CatalogueModule = typeof catalogueModule;
const texts = (module: unknown) => (module as CatalogueModule).listMessages;

registerMessageLoaders({
  fr: () => import(/* webpackChunkName: "cases-messages-fr" */ './lists/messages?locale=fr').then((m) => texts(m).fr),
  en: () => import(/* webpackChunkName: "cases-messages-en" */ './lists/messages?locale=en').then((m) => texts(m).en),
  nl: () => import(/* webpackChunkName: "cases-messages-nl" */ './lists/messages?locale=nl').then((m) => texts(m).nl),
}).catch(() => undefined); // A failed language is reported by the store and shows its ids.
