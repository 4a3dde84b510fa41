// One jest project per workspace with tests: shared, the API and every browser app of app-registry.js.
const { APPS } = require('./app-registry');

module.exports = {
  // jest-circus reads the timeout from the global config only: a project's own testTimeout is ignored in a
  // multi-project run. An API test builds a seeded app on a fresh database, several seconds on a loaded 2-core machine.
  testTimeout: 20_000,
  // In CI: failures in full and one plain count line (scripts/jest-ci-reporter.cjs); jest's own output elsewhere.
  reporters: process.env.CI ? ['<rootDir>/scripts/jest-ci-reporter.cjs'] : ['default'],
  projects: ['shared', 'api', ...APPS.map((app) => app.folder)].map((ws) => `<rootDir>/${ws}`),
};
