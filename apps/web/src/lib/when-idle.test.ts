import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

/** jsdom's document is 'complete' from the start; these tests set the state they need. */
function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

describe('whenIdle', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'readyState');
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the load, then for an idle moment', () => {
    setReadyState('loading');
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const run = vi.fn();
    whenIdle(run);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(run).not.toHaveBeenCalled();
    idle[0]?.();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('asks for an idle moment at once on a page that has loaded, and can be cancelled', () => {
    setReadyState('complete');
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const cancel = whenIdle(vi.fn());
    cancel();
    expect(cancelled).toEqual([7]);
  });

  it('cancelled before the load, it never asks', () => {
    setReadyState('loading');
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    whenIdle(vi.fn())();
    window.dispatchEvent(new Event('load'));
    expect(idle).not.toHaveBeenCalled();
  });

  it('without idle callbacks (Safari), runs a second after the load', () => {
    setReadyState('complete');
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run);
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
