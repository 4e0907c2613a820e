import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from './when-idle';

/** The longest a page's settling is waited for: a page that keeps asking the server still gets its later work done. */
export const longestSettlingWait = 20_000;

/**
 * Resolves once the page has settled: it has loaded, had its first idle moment (when the dialogs
 * behind its buttons load, `usePreloadWhenIdle`), asks the server for nothing, and is idle again.
 * At the latest `longestSettlingWait` after the call. For work that is for later visits, such as
 * the service worker's download of the whole app, which on a first visit would otherwise compete
 * with the page's own start for a phone's processor and network (docs/decisions/075-service-worker-after-the-start.md).
 */
export function whenSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const cleanups: (() => void)[] = [];
    const settle = () => {
      for (const cleanup of cleanups.splice(0)) cleanup();
      resolve();
    };
    const timer = window.setTimeout(settle, longestSettlingWait);
    cleanups.push(() => window.clearTimeout(timer));
    const idleAgain = () => cleanups.push(whenIdle(settle));
    const afterQueries = () => {
      if (queryClient.isFetching() === 0) {
        idleAgain();
        return;
      }
      const unsubscribe = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() > 0) return;
        unsubscribe();
        idleAgain();
      });
      cleanups.push(unsubscribe);
    };
    cleanups.push(whenIdle(afterQueries));
  });
}
