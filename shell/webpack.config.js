const path = require('node:path');
const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  devPort: 3000,
  runtimePlugins: [path.join(__dirname, 'src/federation/remote-error-plugin.ts')],
});
