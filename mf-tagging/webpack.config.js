const { createConfig } = require('../tools/webpack/create-config');

// Placeholder pages for now: each exposed component is one route (or sidebar) of the shell's route table.
module.exports = createConfig({
  dir: __dirname,
  name: 'mf_tagging',
  devPort: 3005,
  exposes: {
    './Tagging': './src/pages/Tagging.tsx',
  },
});
