import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** Whether the app owns the page it renders: true unless a prerendered page is being taken over. */
const PageOwned = createContext(true);

/**
 * Wraps a page that is prerendered (on the server that renders it) or taken over by the app (in
 * the browser): `useHydrated()` is false below it until the take-over has committed, then turns
 * true in a transition, rendered in slices after the take-over rather than in the same task
 * (docs/decisions/066-signed-in-first-load.md).
 */
export function PageTakeOver({ children }: { children: ReactNode }) {
  const [owned, setOwned] = useState(false);
  useEffect(() => {
    startTransition(() => setOwned(true));
  }, []);
  return <PageOwned value={owned}>{children}</PageOwned>;
}

/**
 * False while React takes over a prerendered page (and on the server that rendered it), true in
 * the renders after that: what only this browser knows (a name, the install offer) renders once
 * the page is the app's, so the take-over matches the HTML it found
 * (docs/decisions/064-signed-in-home-layout.md). A page the app renders itself has it true at once.
 */
export function useHydrated(): boolean {
  return useContext(PageOwned);
}
