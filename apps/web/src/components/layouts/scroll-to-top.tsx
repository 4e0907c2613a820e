import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the top on every route change (spec section 2). Not when the app starts: the page is
 * where the browser put it (a reload keeps its place, a prerendered page may already have been
 * scrolled), and scrolling there would force the browser to lay out the whole page at once in
 * the middle of the app's first commit.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (shown.current !== null && shown.current !== pathname) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
    shown.current = pathname;
  }, [pathname]);
  return null;
}
