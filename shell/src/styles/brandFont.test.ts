import { brandFontLoadedBefore, loadBrandFont } from './brandFont';

/** jsdom has no FontFace: a stand-in that records what the page declared and loads at once. */
class FakeFontFace {
  static made: FakeFontFace[] = [];
  status = 'unloaded';
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    FakeFontFace.made.push(this);
  }
  load() {
    this.status = 'loaded';
    return Promise.resolve(this);
  }
}

const added: unknown[] = [];

beforeAll(() => {
  Object.assign(globalThis, { FontFace: FakeFontFace });
  Object.defineProperty(document, 'fonts', { value: { add: (face: unknown) => added.push(face) }, configurable: true });
});

it('declares the brand typeface once, swapping in when loaded, and remembers that this browser has it', async () => {
  localStorage.clear();
  expect(brandFontLoadedBefore()).toBe(false);
  loadBrandFont();
  loadBrandFont();
  expect(FakeFontFace.made).toHaveLength(1);
  expect(added).toHaveLength(1);
  const [face] = FakeFontFace.made;
  expect(face?.family).toBe('Inter Variable');
  expect(face?.descriptors.display).toBe('swap');
  expect(face?.source).toMatch(/woff2-variations/);
  await Promise.resolve();
  expect(brandFontLoadedBefore()).toBe(true);
});

it('does not take an older file of the typeface for the one this build loads', () => {
  localStorage.setItem('lexdesk.brand-font', '/inter-latin-wght-normal.0123456789.woff2');
  expect(brandFontLoadedBefore()).toBe(false);
  localStorage.setItem('lexdesk.brand-font', '1');
  expect(brandFontLoadedBefore()).toBe(false);
});
