import { warmUpIcuInWorker } from './icuWarmUp';

/** A dedicated worker that runs its Blob's script in this realm and answers as the real one does. */
class ScriptWorker {
  static made: ScriptWorker[] = [];
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  readonly ran: Promise<void>;

  constructor(readonly url: string) {
    ScriptWorker.made.push(this);
    this.ran = (async () => {
      const source = await textOf(blobs.get(url)!);
      new Function('postMessage', source)(() => this.onmessage?.());
    })();
  }

  terminate() {
    this.terminated = true;
  }
}

const blobs = new Map<string, Blob>();
// jsdom's Blob has no text().
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const revoked: string[] = [];
const realWorker = globalThis.Worker;
const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  ScriptWorker.made = [];
  blobs.clear();
  revoked.length = 0;
  globalThis.Worker = ScriptWorker as unknown as typeof Worker;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:lexdesk/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void revoked.push(url);
});

afterEach(() => {
  globalThis.Worker = realWorker;
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  jest.restoreAllMocks();
});

describe('loading ICU data in a worker before the first render', () => {
  it("asks Intl about the page's language in a worker, which is then ended and its script freed", async () => {
    const asked = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    warmUpIcuInWorker('nl');
    expect(ScriptWorker.made).toHaveLength(1);
    const [worker] = ScriptWorker.made;
    await worker!.ran;
    expect(asked).toHaveBeenCalledWith('nl');
    expect(worker!.terminated).toBe(true);
    expect(revoked).toEqual([worker!.url]);
  });

  it('does nothing where the browser has no workers', () => {
    globalThis.Worker = undefined as unknown as typeof Worker;
    expect(() => warmUpIcuInWorker('fr')).not.toThrow();
    expect(blobs.size).toBe(0);
  });

  it('leaves the page alone when the worker is refused', () => {
    globalThis.Worker = class {
      constructor() {
        throw new DOMException('refused by the content security policy', 'SecurityError');
      }
    } as unknown as typeof Worker;
    expect(() => warmUpIcuInWorker('fr')).not.toThrow();
  });
});
