// Shared jest settings: every workspace's jest.config.js calls one of these.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const tsJest = ['ts-jest', { tsconfig: path.join(root, 'tsconfig.jest.json') }];
// Packages published as ES modules only: jest runs CommonJS, so ts-jest transpiles them too.
const esmPackages = ['ky', 'valibot', '@hookform', 'react-hook-form'];

function frontend(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jsdom-environment.js'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: { '^.+\\.(t|j|mj)sx?$': tsJest },
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
    moduleNameMapper: {
      '\\.css$': 'identity-obj-proxy',
      '^@lexdesk/shared$': path.join(root, 'shared/src/index.ts'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup-frontend.ts')],
  };
}

function node(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    transform: { '^.+\\.(t|j|mj)sx?$': tsJest },
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  };
}

module.exports = { frontend, node };
