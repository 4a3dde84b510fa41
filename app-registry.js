// The browser apps, in build order: the one list every tool derives from (ESLint zones, build, dev and start
// scripts, typecheck, jest projects, each webpack.config.js, the API's static web plugin, the shell's
// RemoteModule type). CommonJS data so that webpack configs, ESM scripts, jest, TypeScript (through allowJs,
// with literal types thanks to the const cast) and esbuild all read the same file. See ARCHITECTURE.md,
// "Front-end conventions", for adding an app or an exposed module.

/**
 * folder: the workspace folder (and its /remotes/<folder>/ URL); federationName: the Module Federation name,
 * first part of every `loadRemote('<federationName>/<Exposed>')`; devPort: its `webpack serve` port;
 * messagePrefix: every key of the remote's catalogue starts with `<prefix>.`; exposes: the modules the shell
 * may load, each in `src/exposes/<Name>.tsx`.
 */
const APPS = /** @type {const} */ ([
  { folder: 'shell', federationName: 'shell', devPort: 3000, kind: 'host' },
  {
    folder: 'mf-auth',
    federationName: 'mf_auth',
    devPort: 3001,
    kind: 'remote',
    messagePrefix: 'auth',
    exposes: ['Login', 'Forgot', 'Register', 'Subscribe', 'Reset', 'Welcome', 'Legals', 'Guide'],
  },
  {
    folder: 'mf-cases',
    federationName: 'mf_cases',
    devPort: 3002,
    kind: 'remote',
    messagePrefix: 'cases',
    exposes: ['LegalCases', 'MyCases', 'AllCases', 'LegalCase', 'LCDemand', 'LCLitigeantDocuments', 'Intake'],
  },
  {
    folder: 'mf-office',
    federationName: 'mf_office',
    devPort: 3003,
    kind: 'remote',
    messagePrefix: 'office',
    exposes: [
      'Informations',
      'Lawyers',
      'Policies',
      'AccessLog',
      'Applications',
      'Profile',
      'CategoriesList',
      'CategoriesUpdate',
      'CategoriesDetail',
      'OfficeMenu',
      'AccountMenu',
      'LawyerSidebar',
      'LawyersSidebar',
    ],
  },
  {
    folder: 'mf-library',
    federationName: 'mf_library',
    devPort: 3004,
    kind: 'remote',
    messagePrefix: 'library',
    exposes: [
      'MyDocuments',
      'JuridicalDocuments',
      'LCOfficeDocuments',
      'LCJuridicalDocuments',
      'Admin',
      'Process',
      'Faileds',
      'Search',
      'SearchSidebar',
      'PreviewSidebar',
      'MetadataForm',
    ],
  },
  {
    folder: 'mf-tagging',
    federationName: 'mf_tagging',
    devPort: 3005,
    kind: 'remote',
    messagePrefix: 'tagging',
    exposes: ['Tagging', 'Anonymisation'],
  },
  {
    folder: 'mf-billing',
    federationName: 'mf_billing',
    devPort: 3006,
    kind: 'remote',
    messagePrefix: 'billing',
    exposes: [
      'Subscription',
      'SubscriptionOptions',
      'SubscriptionPayment',
      'SubscriptionBilling',
      'SubscriptionRecap',
      'OfficeSubscription',
      'TrialBanner',
    ],
  },
]);

const REMOTES = APPS.filter((app) => app.kind === 'remote');

/**
 * Where an exposed module lives in its remote, relative to the remote's folder (the src/exposes convention).
 * @param {string} exposedName
 */
function exposedFile(exposedName) {
  return `./src/exposes/${exposedName}.tsx`;
}

/**
 * The registry entry of a workspace folder; throws on a folder the registry does not know.
 * @param {string} folder
 */
function appOf(folder) {
  const app = APPS.find((candidate) => candidate.folder === folder);
  if (!app) throw new Error(`"${folder}" is not in app-registry.js`);
  return app;
}

/**
 * What tools/webpack/create-config.js needs from the registry for the app of `folder`.
 * @param {string} folder
 */
function federationOptions(folder) {
  const app = appOf(folder);
  const exposes = 'exposes' in app ? app.exposes : [];
  return {
    name: app.federationName,
    devPort: app.devPort,
    host: app.kind === 'host',
    exposes: Object.fromEntries(exposes.map((name) => [`./${name}`, exposedFile(name)])),
  };
}

module.exports = { APPS, REMOTES, exposedFile, appOf, federationOptions };
