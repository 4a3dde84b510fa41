const { createConfig } = require('../tools/webpack/create-config');
const { federationOptions } = require('../app-registry');

// Name, dev port and exposed modules (src/exposes/<Name>.tsx) come from app-registry.js.
module.exports = createConfig({ dir: __dirname, ...federationOptions('mf-tagging') });
