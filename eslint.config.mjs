// Lint rules, including the architecture's boundaries (see ARCHITECTURE.md, "Invariants").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import path from 'node:path';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import registry from './app-registry.js';

const root = import.meta.dirname;
// The router names the shared 'react-router-dom' module provides (tools/webpack/router-api.js): the one list.
const routerApi = readFileSync(path.join(root, 'tools/webpack/router-api.js'), 'utf8');
const routerNames = [...routerApi.matchAll(/^\s+(\w+),?$/gm), ...routerApi.matchAll(/export \{ (\w+) \}/g)].map(
  (match) => match[1],
);
// Likewise the react-intl names of the shared 'react-intl' module (tools/webpack/intl-api.js).
const intlApi = readFileSync(path.join(root, 'tools/webpack/intl-api.js'), 'utf8');
const intlNames = [...intlApi.matchAll(/export \{([^}]*)\} from 'react-intl\//g)].flatMap((match) =>
  match[1].split(',').map((name) => name.trim()),
);
// Likewise the TanStack Query names of the shared '@tanstack/react-query' module (tools/webpack/query-api.js).
const queryApi = readFileSync(path.join(root, 'tools/webpack/query-api.js'), 'utf8');
const queryNames = (/export \{([^}]*)\} from '[^']*@tanstack\/react-query\//.exec(queryApi)?.[1] ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
// The browser apps come from app-registry.js: a new app gets its zones and federated name here by itself.
const remotes = registry.REMOTES.map((app) => app.folder);
const frontends = registry.APPS.map((app) => app.folder);
const federatedNames = registry.REMOTES.map((app) => app.federationName);

// No remote imports another remote's source or the shell's; shared imports no app; api imports no browser app.
const zones = [
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: [...frontends.filter((other) => other !== remote).map((other) => `./${other}`), './api'],
    message: "A remote never imports another app's source: consume its exposed modules at runtime with loadRemote().",
  })),
  {
    target: './shell',
    from: [...remotes.map((r) => `./${r}`), './api'],
    message: 'The shell loads remotes at runtime only.',
  },
  {
    target: './shared',
    from: [...frontends.map((f) => `./${f}`), './api', './e2e'],
    message: 'shared imports no app.',
  },
  {
    target: './api',
    from: [...frontends.map((f) => `./${f}`)],
    message: 'The server imports no browser app.',
  },
  // The server's code never imports e2e; its tests may, for one thing: the Stripe API stand-in
  // (e2e/stand-ins/stripe-api.ts), which the API tests and the e2e run share so both test one stand-in.
  {
    target: './api/src',
    from: './e2e',
    message: 'The server imports nothing from e2e.',
  },
  {
    target: './api/test',
    from: './e2e',
    except: ['./stand-ins'],
    message: 'API tests import from e2e only its stand-ins.',
  },
  // Routes parse, call a service and answer: the rules and the data are the services' (types included: a
  // service re-exports the rows its answers are made of).
  {
    target: './api/src/routes',
    from: './api/src/repositories',
    message: 'Routes call services only: move the repository call (or re-export the type) into a service.',
  },
];

// Inside a browser app, one feature folder never imports another: what two features share goes to the app's
// common/, and features meet only where the app composes them (src/exposes).
const featureZones = frontends.flatMap((app) => {
  const dir = path.join(root, app, 'src', 'features');
  if (!existsSync(dir)) return [];
  const features = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features
    .filter(() => features.length > 1)
    .map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: features.filter((other) => other !== feature).map((other) => `./${app}/src/features/${other}`),
      message: "A feature never imports another feature: share through the app's common/, compose in pages.",
    }));
});

// shared/src/domain is pure (the server runs it too): no React, no browser, nothing else of shared but its
// types and the route paths (themselves pure and importing nothing).
const domainZone = {
  target: './shared/src/domain',
  from: './shared/src',
  except: ['./domain', './types', './routes', './wire'],
  message:
    'shared/src/domain is pure: it imports nothing of shared but its types, routes and wire contract (the server uses it).',
};
const contractZone = {
  target: './shared/src/wire',
  from: './shared/src',
  except: ['./wire', './domain', './types'],
  message:
    'The wire contract is pure: it imports nothing of shared but the domain rules and types (the server uses it).',
};
const routesZone = {
  target: './shared/src/routes',
  from: './shared/src',
  except: ['./routes'],
  message: 'shared/src/routes is pure: the route names and path builders import nothing.',
};

// No remote writes a shell path as a string: the first segments of the shell's paths, read from the one list
// (shared/src/routes/paths.ts), are refused at the start of a remote's string or template literal.
const routePaths = readFileSync(path.join(root, 'shared/src/routes/paths.ts'), 'utf8');
const shellSegments = [...new Set([...routePaths.matchAll(/: '\/([a-z-]+)/g)].map((match) => match[1]))];
const shellPathPattern = `^\\/(${shellSegments.join('|')})(\\/|[?#]|$)`;
const shellPathMessage = "A remote never writes a shell path: use pathTo.<Route>() of '@lexdesk/shared'.";
const shellApiPathMessage = "The API never writes a shell path: use pathTo.<Route>() of '@lexdesk/shared/domain'.";

const federatedPattern = {
  group: federatedNames.map((name) => `${name}/*`),
  message: 'Federated modules load through loadRemote() only.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'var/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'coverage/**',
      '**/.first-paint/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...zones, ...featureZones, domainZone, routesZone, contractZone], basePath: root },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // French texts are written with their no-break spaces (before : and inside « »), template literals too.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }],
      'no-restricted-imports': ['error', { patterns: [federatedPattern] }],
    },
  },
  ...[...frontends, 'shared'].map((ws) => ({
    files: [`${ws}/src/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [path.join(root, ws), root], devDependencies: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'] },
      ],
    },
  })),
  {
    // Browser code imports from react-router-dom only what the shared router module provides.
    // A first paint is rendered by the app's Node build (no federation): it may use any router name (MemoryRouter).
    files: [...frontends, 'shared'].map((ws) => `${ws}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/src/first-paint.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              allowImportNames: routerNames,
              allowTypeImports: true,
              message:
                'Add the name to tools/webpack/router-api.js first: the apps share that module, not the package.',
            },
            { name: 'react-router', message: "Import from 'react-router-dom' (the shared router module)." },
            {
              name: '@lexdesk/shared/contract',
              allowTypeImports: true,
              message:
                "The browser takes the wire contract's types only (import type): its schemas are TypeBox values.",
            },
            {
              name: 'react-intl',
              allowImportNames: intlNames,
              allowTypeImports: true,
              message: 'Add the name to tools/webpack/intl-api.js first: the apps share that module, not the package.',
            },
            {
              name: '@tanstack/react-query',
              allowImportNames: queryNames,
              allowTypeImports: true,
              message: 'Add the name to tools/webpack/query-api.js first: the apps share that module, not the package.',
            },
            {
              name: '@tanstack/query-core',
              allowTypeImports: true,
              message: "Import from '@tanstack/react-query' (the shared query module).",
            },
          ],
          // shared's own browser code reaches the wire contract by a relative path: types only there too.
          patterns: [
            {
              regex: '^(\\./|(\\.\\./)+)wire$',
              allowTypeImports: true,
              message:
                "The browser takes the wire contract's types only (import type): its schemas are TypeBox values.",
            },
          ],
        },
      ],
    },
  },
  {
    // The page's one QueryClient comes to a remote through the shell's QueryClientProvider (useQueryClient):
    // importing it would bundle a second client, and a second cache, into the remote.
    files: remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lexdesk/shared/query',
              message: "useQueryClient() gives the page's one client; this import would be a second one.",
            },
          ],
          patterns: [federatedPattern],
        },
      ],
    },
  },
  {
    // MyCases' start reads shared through '@lexdesk/shared/core' and '@lexdesk/shared/lists', never the root
    // entry: a singleton is fetched whole, and the root's is the whole kit (docs/benchmarks.md, start-trace).
    // The same options as the block above (a later block replaces a rule's options), plus the root entry.
    files: [
      'mf-cases/src/exposes/{MyCases,AllCases,LegalCases}.tsx',
      'mf-cases/src/features/legal-cases/**/*.{ts,tsx}',
      'mf-cases/src/{api,i18n}/**/*.{ts,tsx}',
      'mf-cases/src/contract.ts',
      'mf-cases/src/common/{format,messages,navigation}.ts',
      'mf-cases/src/common/StatusBadge.tsx',
    ],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/test/**',
      // The onboarding panel and its dialogs load when first shown (onboardingPanelChunk.tsx).
      'mf-cases/src/features/legal-cases/components/{OnboardingPanel,OnboardingDialogs,CopyBlock}.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lexdesk/shared/query',
              message: "useQueryClient() gives the page's one client; this import would be a second one.",
            },
            {
              name: '@lexdesk/shared',
              message:
                "MyCases' start takes '@lexdesk/shared/core' or '@lexdesk/shared/lists' (add the name to lists.ts): the root entry is the whole kit.",
            },
          ],
          patterns: [federatedPattern],
        },
      ],
    },
  },
  {
    // Login's first visit carries no byte of TanStack Query: the shell's start, shared's core and Login reach it
    // only through the shell's server-state chunk, loaded once a page needs it (ARCHITECTURE.md, "Server state").
    files: ['shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'mf-auth/src/features/login/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/test/**',
      'shell/src/query/ServerStateProvider.tsx',
      'shared/src/query/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@tanstack/react-query', '@lexdesk/shared/query'].map((name) => ({
            name,
            allowTypeImports: true,
            message:
              "Not on Login's first visit: the shell imports it in shell/src/query/ServerStateProvider.tsx (its server-state chunk) only.",
          })),
          patterns: [federatedPattern],
        },
      ],
    },
  },
  ...['api', 'e2e'].map((ws) => ({
    files: [`${ws}/**/*.ts`],
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { packageDir: [path.join(root, ws), root] }],
    },
  })),
  {
    // The server takes the pure rules and types only: the package root is the browser's (React, stores, UI).
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@lexdesk/shared', message: 'The server imports @lexdesk/shared/domain only.' }],
          patterns: [federatedPattern],
        },
      ],
    },
  },
  {
    // Nor do routes reach the repositories through the app (`app.repos.users…`, `repos.documents…`): they hand
    // `repos` to a service.
    files: ['api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["MemberExpression[object.name='repos']", "MemberExpression[object.property.name='repos']"].map(
          (selector) => ({ selector, message: 'Routes call services only: pass repos to a service function.' }),
        ),
      ],
    },
  },
  {
    // The server's links into the app (mails, the intake frame rule) come from the same builders. Routes are
    // left out: their strings are the API's own paths.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/routes/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/${shellPathPattern}/]`, message: shellApiPathMessage },
        { selector: `TemplateElement[value.raw=/${shellPathPattern}/]`, message: shellApiPathMessage },
      ],
    },
  },
  {
    // Remotes' sources (tests may assert URLs): a shell path only through the builders.
    files: remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/${shellPathPattern}/]`, message: shellPathMessage },
        {
          selector: `TemplateLiteral > TemplateElement:first-child[value.raw=/${shellPathPattern}/]`,
          message: shellPathMessage,
        },
        // Login is "/": refused where it can only be a link (to="/", href="/", navigate('/')).
        { selector: "JSXAttribute[name.name=/^(to|href)$/] > Literal[value='/']", message: shellPathMessage },
        { selector: "CallExpression[callee.name='navigate'] > Literal[value='/']", message: shellPathMessage },
      ],
    },
  },
  {
    files: ['shared/src/domain/**/*.ts', 'shared/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-intl', 'react-router-dom', 'zustand', 'ky'].map((name) => ({
            name,
            message: 'shared/src/domain is pure: no React, no browser libraries (the server runs it).',
          })),
          patterns: [federatedPattern],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'HTMLElement'].map(
          (name) => ({ name, message: 'shared/src/domain runs on the server too: no browser globals.' }),
        ),
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
