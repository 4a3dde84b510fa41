import preloadTextsPlugin, { setTextsLocale, textsChunkUrl } from './preload-texts-plugin';

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

type AfterLoadSnapshot = (args: unknown) => unknown;

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
    const hook = preloadTextsPlugin().afterLoadSnapshot as unknown as AfterLoadSnapshot;
    setTextsLocale(() => 'fr');
    const args = { moduleInfo: { name: 'mf_cases', entry: MANIFEST }, remoteSnapshot: SNAPSHOT };
    expect(hook(args)).toBe(args);
    hook(args);
    const links = [...document.head.querySelectorAll('link[rel="preload"]')] as HTMLLinkElement[];
    expect(links.map((link) => [link.as, link.href])).toEqual([
      ['script', 'http://localhost/remotes/mf-cases/cases-messages-fr.b2ccc00215.js'],
    ]);
  });
});
