const path = require('node:path');
const { createConfig } = require('../tools/webpack/create-config');
const { federationOptions } = require('../app-registry');

// Name and dev port come from app-registry.js; the shell owns the federation runtime plugins.
module.exports = createConfig({
  dir: __dirname,
  ...federationOptions('shell'),
  runtimePlugins: [
    path.join(__dirname, 'src/federation/remote-error-plugin.ts'),
    path.join(__dirname, 'src/federation/preload-texts-plugin.ts'),
  ],
});
