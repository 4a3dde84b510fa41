const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_auth',
  devPort: 3001,
  exposes: {
    './Login': './src/pages/Login.tsx',
    './Forgot': './src/pages/Forgot.tsx',
    './Register': './src/pages/Register.tsx',
    './Subscribe': './src/pages/Subscribe.tsx',
    './Reset': './src/pages/Reset.tsx',
    './Welcome': './src/pages/Welcome.tsx',
    './Legals': './src/pages/Legals.tsx',
  },
});
