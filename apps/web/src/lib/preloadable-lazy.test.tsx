import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hej {name}</p>;
}

/** A module that loads when the test says so, and counts how often it was asked for. */
function deferredModule() {
  let finish: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Greeting }>((resolve) => {
        finish = () => resolve({ default: Greeting });
      }),
  );
  return { load, finish: () => finish() };
}

describe('preloadableLazy', () => {
  it('renders in the same pass as its parent once preloaded: no fallback is ever painted', async () => {
    const module = deferredModule();
    const LazyGreeting = preloadableLazy(module.load);
    const preloaded = LazyGreeting.preload();
    module.finish();
    await preloaded;
    const fallback = vi.fn(() => <p>Laddar</p>);
    const Fallback = fallback;
    render(
      <Suspense fallback={<Fallback />}>
        <LazyGreeting name="Anna" />
      </Suspense>,
    );
    // Synchronously, in the first commit: not after a suspended round.
    expect(screen.getByText('Hej Anna')).toBeInTheDocument();
    expect(fallback).not.toHaveBeenCalled();
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it('is plain React.lazy before it has loaded: the fallback first, the component after', async () => {
    const module = deferredModule();
    const LazyGreeting = preloadableLazy(module.load);
    render(
      <Suspense fallback={<p>Laddar</p>}>
        <LazyGreeting name="Erik" />
      </Suspense>,
    );
    expect(screen.getByText('Laddar')).toBeInTheDocument();
    await act(async () => {
      module.finish();
      await LazyGreeting.preload();
    });
    expect(await screen.findByText('Hej Erik')).toBeInTheDocument();
    // The render and the preload shared one load.
    expect(module.load).toHaveBeenCalledTimes(1);
  });
});
