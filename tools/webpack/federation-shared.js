// The one federation `shared` declaration every app uses. Versions come from the
// host's package.json so that a remote built alone asks for the same ranges.
const path = require('node:path');
const shellDeps = require('../../shell/package.json').dependencies;
const routerVersion = require('react-router-dom/package.json').version;
const sharedPkg = require('../../shared/package.json');

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

module.exports = {
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
  'react-intl': singleton(shellDeps['react-intl']),
  zustand: singleton(shellDeps.zustand),
  ky: singleton(shellDeps.ky),
  '@lexdesk/shared': { singleton: true, requiredVersion: sharedPkg.version, version: sharedPkg.version },
  // The Slate editor, a separate entry of the shared package: a shared module is fetched only when an app
  // imports it, so Slate stays out of every first visit and loads with the screen that lazily imports it.
  '@lexdesk/shared/rich-text': { singleton: true, requiredVersion: sharedPkg.version, version: sharedPkg.version },
};
