// The shell against app-registry.js: what it loads (route pages, sidebars) must be exposed by a remote, each
// exposed module must exist where the src/exposes convention puts it and pass through its remote's contract,
// and the deployed remotes.json must list exactly the registry's remotes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isContractCompatible, SHARED_CONTRACT_VERSION } from '@lexdesk/shared';
import registry from '../../../app-registry.js';
import { SIDEBAR_MODULES } from '../layout/Sidebar';
import { RESOLVED_ROUTES } from '../routes/table';

const ROOT = path.join(__dirname, '../../..');
const remotes = registry.REMOTES;
const exposedModules = new Set<string>(
  remotes.flatMap((remote) => remote.exposes.map((name) => `${remote.federationName}/${name}`)),
);

/** Every module the shell may ask loadRemote for, with where it asks. */
const loadedModules: { module: string; usedBy: string }[] = [
  ...RESOLVED_ROUTES.flatMap((route) =>
    route.module ? [{ module: route.module, usedBy: `route ${route.name}` }] : [],
  ),
  ...Object.entries(SIDEBAR_MODULES).map(([sidebar, module]) => ({ module, usedBy: `sidebar ${sidebar}` })),
];

/** The parts of a built webpack configuration this test reads. */
interface BuiltConfig {
  devServer?: { port?: number };
  plugins: { constructor: { name: string }; _options: { name?: string; exposes?: unknown } }[];
}

/** The object `<folder>/webpack.config.js` gives webpack in development (its plugins are only constructed). */
function webpackConfigOf(folder: string): BuiltConfig {
  // The configs are CommonJS functions of (env, argv), loaded the way webpack-cli loads them.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const createConfig = require(path.join(ROOT, folder, 'webpack.config.js')) as (
    env: unknown,
    argv: { mode: string },
  ) => BuiltConfig;
  return createConfig(undefined, { mode: 'development' });
}

function read(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8');
}

describe('app-registry.js', () => {
  it('gives every app its own folder, federation name and dev port', () => {
    for (const key of ['folder', 'federationName', 'devPort'] as const) {
      const values = registry.APPS.map((app) => app[key]);
      expect({ key, duplicates: values.filter((value, index) => values.indexOf(value) !== index) }).toEqual({
        key,
        duplicates: [],
      });
    }
    for (const remote of remotes) {
      expect(remote.federationName).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(new Set(remote.exposes).size).toBe(remote.exposes.length);
    }
  });

  it('exposes every page and sidebar module the shell loads', () => {
    const missing = loadedModules
      .filter(({ module }) => !exposedModules.has(module))
      .map(({ module, usedBy }) => `${module} (${usedBy}) is exposed by no remote of app-registry.js`);
    expect(missing).toEqual([]);
    // The check must see the table and the sidebars, or it proves nothing.
    expect(loadedModules.some(({ usedBy }) => usedBy.startsWith('route '))).toBe(true);
    expect(loadedModules.some(({ usedBy }) => usedBy.startsWith('sidebar '))).toBe(true);
  });

  it('has every exposed module on disk, in src/exposes/, importing its remote contract first', () => {
    const problems: string[] = [];
    for (const remote of remotes) {
      for (const name of remote.exposes) {
        const file = path.join(remote.folder, registry.exposedFile(name));
        if (!existsSync(path.join(ROOT, file))) {
          problems.push(`${remote.federationName}/${name}: ${file} does not exist`);
          continue;
        }
        const firstImport = /^import\s[^;]*;/m.exec(read(file))?.[0];
        if (firstImport !== "import '../contract';")
          problems.push(`${remote.federationName}/${name}: ${file} must import '../contract' first`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("has each remote check the shared contract under its own name, at a version this shell's shared meets", () => {
    for (const remote of remotes) {
      const contract = read(path.join(remote.folder, 'src/contract.ts'));
      const required = /REQUIRED_SHARED_CONTRACT = '(\d+\.\d+)'/.exec(contract)?.[1];
      expect({ remote: remote.folder, required }).toEqual({ remote: remote.folder, required: expect.any(String) });
      expect(contract).toContain(`assertSharedContract('${remote.federationName}', REQUIRED_SHARED_CONTRACT)`);
      expect({
        remote: remote.folder,
        compatible: isContractCompatible(SHARED_CONTRACT_VERSION, required ?? ''),
      }).toEqual({ remote: remote.folder, compatible: true });
    }
  });

  it('is what each webpack config builds: federation name, dev port and exposes', () => {
    for (const app of registry.APPS) {
      const config = webpackConfigOf(app.folder);
      const federation = config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
      const exposes = 'exposes' in app ? app.exposes : [];
      expect({ app: app.folder, name: federation?._options.name, port: config.devServer?.port }).toEqual({
        app: app.folder,
        name: app.federationName,
        port: app.devPort,
      });
      expect(federation?._options.exposes).toEqual(
        Object.fromEntries(exposes.map((name) => [`./${name}`, registry.exposedFile(name)])),
      );
    }
    expect(() => registry.appOf('mf-unknown')).toThrow('"mf-unknown" is not in app-registry.js');
  });
});

describe('shell/public/remotes.json', () => {
  it("names exactly the registry's remotes, each served from its folder", () => {
    const deployed = JSON.parse(read('shell/public/remotes.json')) as { remotes: { name: string; entry: string }[] };
    expect(deployed.remotes).toEqual(
      remotes.map((remote) => ({ name: remote.federationName, entry: `/remotes/${remote.folder}/mf-manifest.json` })),
    );
  });
});
