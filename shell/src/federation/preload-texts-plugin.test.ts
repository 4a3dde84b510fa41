import preloadTextsPlugin, { moduleTextsUrls, setTextsLocale, textsChunkUrl } from './preload-texts-plugin';

const SNAPSHOT = {
  publicPath: 'auto',
  modules: [
    {
      assets: {
        js: { async: ['cases-messages-fr.b2ccc00215.js', 'cases-messages-nl.4017fc6002.js', '790.1234abcd12.js'] },
      },
    },
    { assets: { js: { async: ['cases-messages-fr.b2ccc00215.js'] } } },
  ],
};
const MANIFEST = 'http://localhost/remotes/mf-cases/mf-manifest.json';

type Hook = (args: unknown) => unknown;

/** mf-cases as its manifest describes it: a list page with the remote's first texts, a case page with more. */
const CASES = {
  publicPath: 'auto',
  modules: [
    {
      modulePath: './MyCases',
      assets: { js: { async: ['cases-messages-fr.aa4e7b443b.js', 'cases-messages-nl.8d6703bd18.js'] } },
    },
    {
      modulePath: './LegalCase',
      assets: {
        js: {
          async: [
            'cases-messages-fr.aa4e7b443b.js',
            'cases-messages-more-fr.07cad876a0.js',
            'cases-messages-more-nl.1d2e3f4a5b.js',
            '32.1e66eae368.js',
          ],
        },
      },
    },
  ],
};

function preloadedScripts(): string[] {
  return ([...document.head.querySelectorAll('link[rel="preload"]')] as HTMLLinkElement[]).map((link) =>
    link.as === 'script' ? link.href.replace('http://localhost/remotes/mf-cases/', '') : `${link.as} ${link.href}`,
  );
}

describe("a remote's texts, preloaded with its manifest", () => {
  afterEach(() => document.head.replaceChildren());

  it("finds the chunk of the page's language beside the manifest", () => {
    expect(textsChunkUrl(SNAPSHOT, MANIFEST, 'nl')).toBe(
      'http://localhost/remotes/mf-cases/cases-messages-nl.4017fc6002.js',
    );
    expect(textsChunkUrl(SNAPSHOT, MANIFEST, 'en')).toBeNull();
    expect(textsChunkUrl({ ...SNAPSHOT, publicPath: 'https://cdn.example/mf-cases/' }, MANIFEST, 'fr')).toBe(
      'https://cdn.example/mf-cases/cases-messages-fr.b2ccc00215.js',
    );
  });

  it('adds one preload per chunk, in the language the page shows', () => {
    const hook = preloadTextsPlugin().afterLoadSnapshot as unknown as Hook;
    setTextsLocale(() => 'fr');
    const args = { moduleInfo: { name: 'mf_cases', entry: MANIFEST }, remoteSnapshot: SNAPSHOT };
    expect(hook(args)).toBe(args);
    hook(args);
    const links = [...document.head.querySelectorAll('link[rel="preload"]')] as HTMLLinkElement[];
    expect(links.map((link) => [link.as, link.href])).toEqual([
      ['script', 'http://localhost/remotes/mf-cases/cases-messages-fr.b2ccc00215.js'],
    ]);
  });

  it("lists a module's own texts chunks, in the page's language", () => {
    expect(moduleTextsUrls(CASES, MANIFEST, './LegalCase', 'nl')).toEqual([
      'http://localhost/remotes/mf-cases/cases-messages-more-nl.1d2e3f4a5b.js',
    ]);
    expect(moduleTextsUrls(CASES, MANIFEST, './MyCases', 'fr')).toEqual([
      'http://localhost/remotes/mf-cases/cases-messages-fr.aa4e7b443b.js',
    ]);
    expect(moduleTextsUrls(CASES, MANIFEST, './Unknown', 'fr')).toEqual([]);
  });

  it("adds a case page's second texts chunk as soon as the page's module is asked for, not a list page's", () => {
    setTextsLocale(() => 'fr');
    const plugin = preloadTextsPlugin();
    const afterLoadSnapshot = plugin.afterLoadSnapshot as unknown as Hook;
    const afterResolve = plugin.afterResolve as unknown as Hook;
    const asked = (expose: string) => ({ remote: { name: 'mf_cases', entry: MANIFEST }, expose });
    const snapshot = { moduleInfo: { name: 'mf_cases', entry: MANIFEST }, remoteSnapshot: CASES };

    const list = asked('./MyCases');
    expect(afterResolve(list)).toBe(list);
    afterLoadSnapshot(snapshot);
    expect(preloadedScripts()).toEqual(['cases-messages-fr.aa4e7b443b.js']);

    afterResolve(asked('./LegalCase'));
    afterResolve(asked('./LegalCase'));
    expect(preloadedScripts()).toEqual(['cases-messages-fr.aa4e7b443b.js', 'cases-messages-more-fr.07cad876a0.js']);
  });

  it('works whichever comes first, the module asked for or the manifest', () => {
    setTextsLocale(() => 'nl');
    const plugin = preloadTextsPlugin();
    (plugin.afterResolve as unknown as Hook)({ remote: { name: 'mf_cases', entry: MANIFEST }, expose: './LegalCase' });
    expect(preloadedScripts()).toEqual([]);
    (plugin.afterLoadSnapshot as unknown as Hook)({
      moduleInfo: { name: 'mf_cases', entry: MANIFEST },
      remoteSnapshot: CASES,
    });
    expect(preloadedScripts()).toEqual(['cases-messages-nl.8d6703bd18.js', 'cases-messages-more-nl.1d2e3f4a5b.js']);
  });
});
