// jsdom without the fetch API: the API client (ky) needs Node's fetch, Request, Response and the
// AbortController they accept, so they are lent from Node to the jsdom global.
const { TestEnvironment } = require('jest-environment-jsdom');

const LENT = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of LENT) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetch;
