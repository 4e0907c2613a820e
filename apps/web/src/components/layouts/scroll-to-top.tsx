import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top on every route change (spec section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
