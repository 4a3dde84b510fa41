const base = require('../tools/jest/preset.js').node(__dirname);

// cookie@2 is ESM-only and @fastify/cookie loads it with a dynamic import(); on Node 20 jest
// can neither require(esm) nor run import() without --experimental-vm-modules, which breaks
// app.inject (light-my-request) and @fastify/cookie. Let ts-jest compile both to CommonJS.
const esmOnly = ['ky', 'valibot', '@hookform', 'react-hook-form'];
module.exports = {
  ...base,
  transformIgnorePatterns: [
    `^(?!.*/node_modules/(?:cookie|@fastify/cookie)/).*/node_modules/(?!(?:${esmOnly.join('|')})/)`,
  ],
};
