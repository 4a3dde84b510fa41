// The browser apps (host first, then the remotes, in build order), read from app-registry.js at the root.
import registry from '../../app-registry.js';

/** Workspace folders of the remotes. */
export const REMOTES = registry.REMOTES.map((app) => app.folder);
/** Workspace folders of every browser app. */
export const APPS = registry.APPS.map((app) => app.folder);
/** The registry entry of a folder (federation name, dev port, kind, exposes). */
export const appOf = registry.appOf;
/** Where the registry lives: it is an input of every bundle and of the API. */
export const REGISTRY_FILE = new URL('../../app-registry.js', import.meta.url).pathname;
