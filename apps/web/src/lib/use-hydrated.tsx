import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** Whether the app owns the page it renders: true unless a prerendered page is being taken over. */
const PageOwned = createContext(true);
/** Whether the page was rendered for the person it is shown to (decision 086), not for anyone. */
const PageTheirs = createContext(false);

/**
 * Wraps a page that is prerendered (on the server that renders it) or taken over by the app (in
 * the browser): `useHydrated()` is false below it until the take-over has committed, then turns
 * true in a transition, rendered in slices after the take-over rather than in the same task
 * (docs/decisions/066-signed-in-first-load.md).
 */
export function PageTakeOver({ children, theirs = false }: { children: ReactNode; theirs?: boolean }) {
  const [owned, setOwned] = useState(false);
  useEffect(() => {
    startTransition(() => setOwned(true));
  }, []);
  return (
    <PageTheirs value={theirs}>
      <PageOwned value={owned}>{children}</PageOwned>
    </PageTheirs>
  );
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

/**
 * Whether what is the signed-in person's own (their name, their picture) can render: at once on a
 * page the server rendered for them (decision 086), where the HTML has it too, and otherwise as
 * `useHydrated`.
 */
export function useOwnShown(): boolean {
  const owned = useContext(PageOwned);
  const theirs = useContext(PageTheirs);
  return owned || theirs;
}
