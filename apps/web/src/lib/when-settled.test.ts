import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { longestSettlingWait, whenSettled } from './when-settled';

/** The idle callbacks asked for so far; `idle()` runs the ones waiting, as the browser's next idle moment would. */
let waiting: (() => void)[] = [];
function idle() {
  const due = waiting;
  waiting = [];
  for (const callback of due) callback();
}

function settledFlag(promise: Promise<void>) {
  const state = { settled: false };
  void promise.then(() => {
    state.settled = true;
  });
  return state;
}

/** A query whose answer arrives when the test says so. */
function pendingQuery(client: QueryClient) {
  let answer: (value: string) => void = () => undefined;
  void client.fetchQuery({
    queryKey: ['pending'],
    queryFn: () =>
      new Promise<string>((resolve) => {
        answer = resolve;
      }),
  });
  return (value: string) => answer(value);
}

describe('whenSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    waiting = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'readyState');
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('on a quiet page, waits for two idle moments: the one the dialogs load in, and the next', async () => {
    const state = settledFlag(whenSettled(new QueryClient()));
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(false);
    idle();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(false);
    idle();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
  });

  it('waits for the load before anything else', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const state = settledFlag(whenSettled(new QueryClient()));
    idle();
    expect(waiting).toHaveLength(0);
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    window.dispatchEvent(new Event('load'));
    idle();
    idle();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
  });

  it('waits while the page is asking the server, then for the next idle moment', async () => {
    const client = new QueryClient();
    const answer = pendingQuery(client);
    const state = settledFlag(whenSettled(client));
    idle();
    idle();
    await vi.advanceTimersByTimeAsync(100);
    expect(waiting).toHaveLength(0);
    expect(state.settled).toBe(false);

    answer('done');
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(false);
    expect(waiting).toHaveLength(1);
    idle();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.settled).toBe(true);
  });

  it(`gives up waiting after ${longestSettlingWait} ms, for a page that never stops asking`, async () => {
    const client = new QueryClient();
    pendingQuery(client);
    const state = settledFlag(whenSettled(client));
    idle();
    await vi.advanceTimersByTimeAsync(longestSettlingWait - 1);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
  });
});
