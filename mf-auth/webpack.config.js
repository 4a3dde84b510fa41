const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_auth',
  devPort: 3001,
  exposes: {
    './Login': './src/pages/Login.tsx',
  },
});
