/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker that vite-plugin-pwa builds (docs/decisions/011-installable-app.md).
 * With `registerType: 'autoUpdate'` a new deploy's worker takes over at once and the page reloads
 * onto the new build, so a page never runs against assets that have left the cache. The dev server
 * builds no worker; there the plugin's module is a no-op.
 */
export function registerServiceWorker(): void {
  registerSW({
    onRegisterError(error: unknown) {
      // The app works without the worker (no offline start, no install); nothing to tell the user.
      console.warn('Service worker registration failed', error);
    },
  });
}
