// The one federation `shared` declaration every app uses. Versions come from the
// host's package.json so that a remote built alone asks for the same ranges.
const path = require('node:path');
const shellDeps = require('../../shell/package.json').dependencies;
const routerVersion = require('react-router-dom/package.json').version;
const intlVersion = require('react-intl/package.json').version;
const queryVersion = require('@tanstack/react-query/package.json').version;
const sharedPkg = require('../../shared/package.json');

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

/** `isHost`: the shell provides every module; a remote gets some from it only (see '@lexdesk/shared/core'). */
module.exports = (isHost) => ({
  react: singleton(shellDeps.react),
  'react/jsx-runtime': singleton(shellDeps.react),
  'react-dom': singleton(shellDeps['react-dom']),
  'react-dom/client': singleton(shellDeps['react-dom']),
  // The apps import 'react-router-dom'; what is shared under that name is the narrower router-api.js.
  'react-router-dom': {
    ...singleton(shellDeps['react-router-dom']),
    import: path.join(__dirname, 'router-api.js'),
    version: routerVersion,
  },
  // Likewise 'react-intl' is the narrower intl-api.js.
  'react-intl': {
    ...singleton(shellDeps['react-intl']),
    import: path.join(__dirname, 'intl-api.js'),
    version: intlVersion,
  },
  // Likewise '@tanstack/react-query' is the narrower query-api.js. The shell provides it (its server-state chunk);
  // a remote takes it from the shell only: a copy of its own would be a second QueryClientProvider context, so its
  // hooks would not find the shell's client.
  '@tanstack/react-query': {
    ...singleton(shellDeps['@tanstack/react-query']),
    import: path.join(__dirname, 'query-api.js'),
    version: queryVersion,
    ...(isHost ? {} : { import: false }),
  },
  zustand: singleton(shellDeps.zustand),
  ky: singleton(shellDeps.ky),
  '@lexdesk/shared': { singleton: true, requiredVersion: sharedPkg.version, version: sharedPkg.version },
  // The first paint's part of shared (stores, API client, contract check, the sign-in form's kit), a singleton
  // of its own so that the shell and Login fetch it without the rest of the kit; the root entry re-exports it
  // by this name. A remote takes it from the shell only (no copy of its own: a second copy would be a second
  // session store): on a shell older than contract 1.7, which does not provide it, the remote's module fails
  // to load and its slot shows the fallback with Retry.
  '@lexdesk/shared/core': {
    singleton: true,
    requiredVersion: sharedPkg.version,
    version: sharedPkg.version,
    ...(isHost ? {} : { import: false }),
  },
  // A list page's part of shared (./src/lists.ts: pagination, dates, badge, tabs, select, useOnError, the kit's
  // texts), a singleton of its own so that a signed-in start of MyCases fetches it without the rest of the root
  // entry, which re-exports it by this name. Stateless: a remote keeps its copy as a fallback for a shell that
  // does not provide it.
  '@lexdesk/shared/lists': { singleton: true, requiredVersion: sharedPkg.version, version: sharedPkg.version },
  // The Slate editor, a separate entry of the shared package: a shared module is fetched only when an app
  // imports it, so Slate stays out of every first visit and loads with the screen that lazily imports it.
  '@lexdesk/shared/rich-text': { singleton: true, requiredVersion: sharedPkg.version, version: sharedPkg.version },
});
