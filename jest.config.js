// One jest project per workspace with tests: shared, the API and every browser app of app-registry.js.
const { APPS } = require('./app-registry');

module.exports = {
  projects: ['shared', 'api', ...APPS.map((app) => app.folder)].map((ws) => `<rootDir>/${ws}`),
};
