/**
 * @jest-environment node
 */
// The bundles' webpack cache (tools/webpack/create-config.js): every compilation of the one build process has a
// cache of its own, and a change to the build's settings (the config files, the loaders, the registry, the
// tsconfig files, the lock file) drops it, so that a later build never serves bundles made under other settings.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import registry from '../../../app-registry.js';

const ROOT = path.join(__dirname, '../../..');

interface CacheSettings {
  type: string;
  cacheDirectory: string;
  name: string;
  version: string;
}
interface Compilation {
  name: string;
  cache: CacheSettings;
}
type ConfigFunction = (env: unknown, argv: { mode: string }) => Compilation | Compilation[];

// eslint-disable-next-line @typescript-eslint/no-require-imports
const createConfig = require(path.join(ROOT, 'tools/webpack/create-config.js')) as {
  settingsFiles: (app: { dir: string }) => string[];
  settingsVersion: (files: string[]) => string;
};

function compilationsOf(folder: string, mode: 'production' | 'development'): Compilation[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = (require(path.join(ROOT, folder, 'webpack.config.js')) as ConfigFunction)(undefined, { mode });
  return Array.isArray(config) ? config : [config];
}

describe("the bundles' webpack cache", () => {
  const folders = registry.APPS.map((app) => app.folder);

  it('gives every compilation of either mode its own cache under node_modules/.cache/webpack', () => {
    const compilations = folders.flatMap((folder) => [
      ...compilationsOf(folder, 'production'),
      ...compilationsOf(folder, 'development'),
    ]);
    // Seven browser builds in each mode, and the first paints' Node builds (shell and mf-auth) in production.
    expect(compilations.length).toBeGreaterThanOrEqual(2 * folders.length + 2);
    const names = compilations.map(({ cache }) => cache.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const { cache } of compilations) {
      expect(cache.type).toBe('filesystem');
      expect(cache.cacheDirectory).toBe(path.join(ROOT, 'node_modules', '.cache', 'webpack'));
    }
  });

  it("makes each app's cache version from its settings: every tools/webpack file, registry, tsconfigs, lock file", () => {
    const toolFiles = readdirSync(path.join(ROOT, 'tools/webpack')).map((name) =>
      path.join(ROOT, 'tools/webpack', name),
    );
    for (const folder of folders) {
      const files = createConfig.settingsFiles({ dir: path.join(ROOT, folder) });
      expect(files).toEqual(
        expect.arrayContaining([
          ...toolFiles,
          path.join(ROOT, 'app-registry.js'),
          path.join(ROOT, 'package-lock.json'),
          path.join(ROOT, 'tsconfig.base.json'),
          path.join(ROOT, folder, 'tsconfig.json'),
          path.join(ROOT, folder, 'webpack.config.js'),
        ]),
      );
      for (const { cache } of compilationsOf(folder, 'production'))
        expect(cache.version).toBe(createConfig.settingsVersion(files));
    }
  });

  it('changes the version when a settings file changes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lexdesk-cache-version-'));
    try {
      const file = path.join(dir, 'settings.js');
      writeFileSync(file, 'module.exports = { passes: 2 };\n');
      const before = createConfig.settingsVersion([file]);
      expect(createConfig.settingsVersion([file])).toBe(before);
      writeFileSync(file, 'module.exports = { passes: 3 };\n');
      expect(createConfig.settingsVersion([file])).not.toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
