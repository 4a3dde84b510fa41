// The casus widget (shell/public/casus.js) is a plain script firms paste into their sites. It belongs to
// the shell's public files; it is tested here, beside the intake page it frames, from its source text.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const CASUS_PATH = path.resolve(__dirname, '../../../../shell/public/casus.js');
const source = readFileSync(CASUS_PATH, 'utf8');
const APP = 'https://app.lexdesk.test';

/** Runs the widget as the browser would run one <script> element (currentScript set, or not). */
function runCasus(currentScript: HTMLScriptElement | null = null) {
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => currentScript });
  // The widget is plain text served as is: run it as a browser runs a script.
  new Function(source)();
}

function addScript(attributes: Record<string, string>, parent: HTMLElement = document.body): HTMLScriptElement {
  const script = document.createElement('script');
  // jsdom does not fetch scripts: the element is only there to be found, as on a firm's page.
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  parent.appendChild(script);
  return script;
}

function postFrom(iframe: HTMLIFrameElement, origin: string, data: unknown, source = iframe.contentWindow) {
  window.dispatchEvent(new MessageEvent('message', { origin, source, data }));
}

let listeners: EventListenerOrEventListenerObject[] = [];
const addEventListener = window.addEventListener.bind(window);

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '<p>Le site du cabinet</p>';
  listeners = [];
  jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (type === 'message' && listener) listeners.push(listener);
    addEventListener(type, listener, options);
  });
});

afterEach(() => {
  for (const listener of listeners) window.removeEventListener('message', listener);
  jest.restoreAllMocks();
});

describe('casus.js', () => {
  it('inserts the intake page in an iframe right after its script, with encoded parameters', () => {
    const script = addScript({
      src: `${APP}/casus.js`,
      'data-uuid': 'firm uuid/é&x=1',
      'data-law-case': '42',
      'data-lang': 'nl',
    });
    runCasus(script);

    const iframe = script.nextElementSibling as HTMLIFrameElement;
    expect(iframe.tagName).toBe('IFRAME');
    const url = new URL(iframe.src);
    expect(url.origin).toBe(APP);
    expect(url.pathname).toBe('/intake');
    expect(url.searchParams.get('uuid')).toBe('firm uuid/é&x=1');
    expect(url.searchParams.get('lawCase')).toBe('42');
    expect(url.searchParams.get('lang')).toBe('nl');
    expect(url.search).toBe('?uuid=firm+uuid%2F%C3%A9%26x%3D1&lawCase=42&lang=nl');
    expect(iframe.title).toBe('Formulaire de demande');
    expect(iframe.getAttribute('loading')).toBe('lazy');
    expect(iframe.style.width).toBe('100%');
    expect(iframe.style.minHeight).toBe('600px');
    expect(iframe.style.border).toMatch(/^0/);
  });

  it('leaves lawCase empty when absent, defaults the language to fr and takes data-title', () => {
    const script = addScript({ src: `${APP}/casus.js?v=2`, 'data-uuid': 'abc', 'data-title': 'Contactez-nous' });
    runCasus(script);
    const iframe = script.nextElementSibling as HTMLIFrameElement;
    expect(new URL(iframe.src).search).toBe('?uuid=abc&lawCase=&lang=fr');
    expect(iframe.title).toBe('Contactez-nous');
  });

  it('finds its script without document.currentScript: the last casus script not yet handled', () => {
    addScript({ src: 'https://cdn.other.test/analytics.js' });
    const first = addScript({ src: `${APP}/casus.js`, 'data-uuid': 'one' });
    const second = addScript({ src: `${APP}/casus.js`, 'data-uuid': 'two' });
    addScript({ src: 'https://cdn.other.test/casus.js.map.js' });
    runCasus(null);
    expect(new URL((second.nextElementSibling as HTMLIFrameElement).src).searchParams.get('uuid')).toBe('two');
    runCasus(null);
    expect(new URL((first.nextElementSibling as HTMLIFrameElement).src).searchParams.get('uuid')).toBe('one');
    // Both handled: a third run finds nothing to do.
    runCasus(null);
    expect(document.querySelectorAll('iframe')).toHaveLength(2);
  });

  it('follows the height the page posts, only from the app origin and from its own frame', () => {
    const script = addScript({ src: `${APP}/casus.js`, 'data-uuid': 'abc' });
    runCasus(script);
    const iframe = script.nextElementSibling as HTMLIFrameElement;
    expect(iframe.contentWindow).not.toBeNull();

    postFrom(iframe, 'https://evil.test', { type: 'lexdesk:intake:height', height: 900 });
    expect(iframe.style.height).toBe('');
    postFrom(iframe, APP, { type: 'lexdesk:intake:height', height: 900 }, window);
    expect(iframe.style.height).toBe('');
    postFrom(iframe, APP, { type: 'other:message', height: 900 });
    postFrom(iframe, APP, 'lexdesk:intake:height');
    postFrom(iframe, APP, { type: 'lexdesk:intake:height', height: '900px' });
    postFrom(iframe, APP, { type: 'lexdesk:intake:height', height: Number.NaN });
    postFrom(iframe, APP, { type: 'lexdesk:intake:height', height: -5 });
    expect(iframe.style.height).toBe('');

    postFrom(iframe, APP, { type: 'lexdesk:intake:height', height: 912.3 });
    expect(iframe.style.height).toBe('913px');
    postFrom(iframe, APP, { type: 'lexdesk:intake:height', height: 1e9 });
    expect(iframe.style.height).toBe('20000px');
  });

  it('supports several widgets on one page, each resized by its own frame only', () => {
    const housing = addScript({ src: `${APP}/casus.js`, 'data-uuid': 'abc', 'data-law-case': '42' });
    runCasus(housing);
    const work = addScript({ src: `${APP}/casus.js`, 'data-uuid': 'abc', 'data-law-case': '51' });
    runCasus(work);
    const [first, second] = [housing, work].map((script) => script.nextElementSibling as HTMLIFrameElement);
    expect(new URL(first!.src).searchParams.get('lawCase')).toBe('42');
    expect(new URL(second!.src).searchParams.get('lawCase')).toBe('51');

    postFrom(second!, APP, { type: 'lexdesk:intake:height', height: 1200 });
    expect(second!.style.height).toBe('1200px');
    expect(first!.style.height).toBe('');
    postFrom(first!, APP, { type: 'lexdesk:intake:height', height: 700 });
    expect(first!.style.height).toBe('700px');
    expect(second!.style.height).toBe('1200px');
  });

  it('puts the form in the page body when the script sits in <head>', () => {
    const script = addScript({ src: `${APP}/casus.js`, 'data-uuid': 'abc' }, document.head);
    runCasus(script);
    expect(document.head.querySelector('iframe')).toBeNull();
    expect(document.body.lastElementChild?.tagName).toBe('IFRAME');
  });

  it('stays small and never writes HTML', () => {
    expect(source).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    expect(source).not.toMatch(/=>|\bconst\b|\blet\b|`/);
    expect(Buffer.byteLength(source)).toBeLessThan(5000);
  });
});
