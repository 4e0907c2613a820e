import { useSyncExternalStore } from 'react';

function subscribeToNothing(): () => void {
  return () => undefined;
}

/**
 * False while React takes over a prerendered page (and on the server that rendered it), true in
 * every render after that: what only this browser knows (a name, the install offer) renders once
 * the page is the app's, so the take-over matches the HTML it found
 * (docs/decisions/064-signed-in-home-layout.md). A page the app renders itself has it true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
