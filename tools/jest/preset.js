// Shared jest settings: every workspace's jest.config.js calls one of these.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const tsJest = ['ts-jest', { tsconfig: path.join(root, 'tsconfig.jest.json') }];
// Packages published as ES modules only: jest runs CommonJS (Node 20 cannot require() ESM, and
// light-my-request and @fastify/cookie load cookie@2 that way), so ts-jest transpiles them too.
const esmPackages = [
  '@formatjs/icu-messageformat-parser/lib',
  'ky',
  'valibot',
  '@hookform',
  'react-hook-form',
  'cookie',
  '@fastify/cookie',
];
// Matches nested copies too (light-my-request/node_modules/cookie).
const transformIgnorePatterns = [`^(?!.*/node_modules/(?:${esmPackages.join('|')})/).*/node_modules/`];

function frontend(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jsdom-environment.js'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: { '^.+\\.(t|j|mj)sx?$': tsJest },
    transformIgnorePatterns,
    moduleNameMapper: {
      '\\.css$': 'identity-obj-proxy',
      '\\.woff2$': path.join(__dirname, 'file-stub.js'),
      // A build makes `messages?locale=xx` one language of the catalogue (compile-messages-loader.js); tests take it whole.
      '^(\\.{1,2}/.*messages)\\?locale=(?:fr|en|nl)$': '$1',
      '^@lexdesk/shared$': path.join(root, 'shared/src/index.ts'),
      '^@lexdesk/shared/core$': path.join(root, 'shared/src/core.ts'),
      '^@lexdesk/shared/lists$': path.join(root, 'shared/src/lists.ts'),
      '^@lexdesk/shared/query$': path.join(root, 'shared/src/query/index.ts'),
      '^@lexdesk/shared/rich-text$': path.join(root, 'shared/src/rich-text/index.ts'),
      '^@lexdesk/shared/first-paint$': path.join(root, 'shared/src/first-paint/index.tsx'),
      '^@lexdesk/shared/domain/first-paint$': path.join(root, 'shared/src/domain/firstPaint.ts'),
      '^@lexdesk/shared/domain/subscription$': path.join(root, 'shared/src/domain/subscription.ts'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup-frontend.ts')],
  };
}

function node(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'node',
    // Also here for a run from the workspace's own folder; from the root, jest.config.js sets it for every project.
    testTimeout: 20_000,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    transform: { '^.+\\.(t|j|mj)sx?$': tsJest },
    transformIgnorePatterns,
  };
}

module.exports = { frontend, node };
