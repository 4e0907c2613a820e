import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { whenIdle } from './when-idle';

// As React.lazy's own signature: any component, its props kept.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type PreloadableLazy<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts loading the component's code (once); resolves when it has loaded. */
  preload: () => Promise<void>;
};

/**
 * React.lazy whose code can be loaded ahead of the first render. Once `preload` has resolved, the
 * component renders in the same pass as its parent: React.lazy takes a thenable, and the one
 * handed to it then answers at once, so nothing suspends and no fallback is painted first (the
 * page's first paint holds it, docs/decisions/027-web-loading.md). Before that it is plain React.lazy.
 */
export function preloadableLazy<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): PreloadableLazy<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  const Component = lazy<T>(() => {
    const module = loaded;
    if (!module) return start();
    // Answers synchronously: React's lazy reads the module during this very call.
    const answered: PromiseLike<{ default: T }> = {
      then: (onLoaded) => (onLoaded ? onLoaded(module) : module) as never,
    };
    return answered as Promise<{ default: T }>;
  });
  return Object.assign(Component, { preload: () => start().then(() => undefined) });
}

/**
 * Loads a lazy part's code once the page is idle after it has loaded (`whenIdle`): for a dialog
 * behind one of the page's buttons, so that it is there when asked for but its code is neither
 * fetched nor run while the page starts.
 */
export function usePreloadWhenIdle(part: { preload: () => Promise<void> }): void {
  useEffect(() => whenIdle(() => void part.preload()), [part]);
}
