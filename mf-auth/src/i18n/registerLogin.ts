import { registerMessageLoaders } from '@lexdesk/shared/core';
import type * as catalogueModule from '../features/login/messages';

// The Login page's texts, a chunk per language named `auth-messages-<locale>`: the one the shell's
// preload-texts plugin fetches beside the remote's entry, so a first visit to Login waits for nothing else.
type CatalogueModule = typeof catalogueModule;
const texts = (module: unknown) => (module as CatalogueModule).loginMessages;

registerMessageLoaders({
  fr: () =>
    import(/* webpackChunkName: "auth-messages-fr" */ '../features/login/messages?locale=fr').then((m) => texts(m).fr),
  en: () =>
    import(/* webpackChunkName: "auth-messages-en" */ '../features/login/messages?locale=en').then((m) => texts(m).en),
  nl: () =>
    import(/* webpackChunkName: "auth-messages-nl" */ '../features/login/messages?locale=nl').then((m) => texts(m).nl),
}).catch(() => undefined); // A failed language is reported by the store and shows its ids.
