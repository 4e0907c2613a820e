/**
 * Runs `run` once the page has loaded and the browser next has nothing to do: for code a page may
 * want soon but not for its first render (a dialog behind a button). Browsers without idle
 * callbacks (Safari) run it a second after the load. Returns a cancel function.
 */
export function whenIdle(run: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      // At most 5 s after the load, should the browser never be idle.
      const id = window.requestIdleCallback(() => run(), { timeout: 5000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 1000);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle?.();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle?.();
  };
}
