import { QueryClient } from '@tanstack/react-query';
import { nextLargestPaint, whenFirstDataPainted } from './whenFirstDataPainted';

/** Whether the promise has settled by now (after the microtasks and timers queued so far). */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(50);
  return settled;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('waits for the page’s requests in flight, then for the frame that shows their answers', async () => {
  const client = new QueryClient();
  let answer: (cases: string[]) => void = () => undefined;
  void client.prefetchQuery({
    queryKey: ['cases'],
    queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
  });
  const painted = whenFirstDataPainted(client);
  expect(await settledYet(painted)).toBe(false);
  answer(['Dupont']);
  expect(await settledYet(painted)).toBe(true);
});

it('waits for a request started while another was in flight', async () => {
  const client = new QueryClient();
  const answers: Array<() => void> = [];
  const fetchOne = (key: string) =>
    void client.prefetchQuery({
      queryKey: [key],
      queryFn: () => new Promise<null>((resolve) => answers.push(() => resolve(null))),
    });
  fetchOne('session');
  const painted = whenFirstDataPainted(client);
  fetchOne('cases');
  answers[0]?.();
  expect(await settledYet(painted)).toBe(false);
  answers[1]?.();
  expect(await settledYet(painted)).toBe(true);
});

it('does not wait for ever on a request that hangs', async () => {
  const client = new QueryClient();
  void client.prefetchQuery({ queryKey: ['hangs'], queryFn: () => new Promise<null>(() => undefined) });
  const painted = whenFirstDataPainted(client);
  expect(await settledYet(painted)).toBe(false);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(await settledYet(painted)).toBe(true);
});

it('without a request in flight, waits for the next painted frame only', async () => {
  expect(await settledYet(whenFirstDataPainted(new QueryClient()))).toBe(true);
});

describe('in a browser that reports largest contentful paints', () => {
  /** The browser's observer as far as the page uses it: entries reported to every observer of the type. */
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    static observers = new Set<FakeObserver>();
    static buffered: Array<{ startTime: number }> = [];
    static report(startTime: number) {
      FakeObserver.buffered.push({ startTime });
      for (const observer of FakeObserver.observers) observer.callback({ getEntries: () => [{ startTime }] });
    }
    constructor(readonly callback: (list: { getEntries: () => Array<{ startTime: number }> }) => void) {}
    observe({ buffered }: { buffered?: boolean }) {
      FakeObserver.observers.add(this);
      const entries = [...FakeObserver.buffered];
      if (buffered && entries.length) queueMicrotask(() => this.callback({ getEntries: () => entries }));
    }
    disconnect() {
      FakeObserver.observers.delete(this);
    }
  }

  beforeEach(() => {
    FakeObserver.buffered = [];
    Object.assign(globalThis, { PerformanceObserver: FakeObserver });
  });
  afterEach(() => Reflect.deleteProperty(globalThis, 'PerformanceObserver'));

  it('waits for the largest paint made after the data arrived, not for one reported before', async () => {
    FakeObserver.report(performance.now() - 100);
    const painted = nextLargestPaint();
    expect(await settledYet(painted)).toBe(false);
    FakeObserver.report(performance.now());
    expect(await settledYet(painted)).toBe(true);
    expect(FakeObserver.observers.size).toBe(0);
  });

  it('stops waiting half a second later when the largest content was already on screen', async () => {
    const painted = nextLargestPaint();
    await jest.advanceTimersByTimeAsync(400);
    expect(await settledYet(painted)).toBe(false);
    await jest.advanceTimersByTimeAsync(100);
    expect(await settledYet(painted)).toBe(true);
  });
});
