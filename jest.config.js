module.exports = {
  projects: [
    'shared',
    'api',
    'shell',
    'mf-auth',
    'mf-cases',
    'mf-office',
    'mf-library',
    'mf-tagging',
    'mf-billing',
  ].map((ws) => `<rootDir>/${ws}`),
};
