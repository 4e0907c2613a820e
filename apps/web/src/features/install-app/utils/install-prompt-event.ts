import { takeEarlyInstallPrompt } from '@/lib/early-actions';

/**
 * Chromium's `beforeinstallprompt` (Android, desktop): the browser says the app can be installed
 * and hands over an event whose `prompt()` opens its install dialog. It fires once, often before
 * the signed-in home has mounted, so it is caught from start-up (src/main.tsx) and kept here.
 */
export interface BeforeInstallPromptEvent extends Event {
  readonly platforms: readonly string[];
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
  prompt(): Promise<void>;
}

let deferred: BeforeInstallPromptEvent | null = null;
let capturing = false;
const listeners = new Set<() => void>();

function isInstallPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Starts listening for the browser's install offer; calling it again does nothing. */
export function captureInstallPrompt(): void {
  if (capturing || typeof window === 'undefined') return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPromptEvent(event)) return;
    // Keeps the browser's own install bar away: the signed-in home offers it in its own card.
    event.preventDefault();
    deferred = event;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    forgetInstallPrompt();
  });
  // A visitor's page runs the app only at the first touch (decision 083): an offer made before
  // that was kept by the page's starter.
  const kept = takeEarlyInstallPrompt();
  if (kept && isInstallPromptEvent(kept)) {
    deferred = kept;
    notify();
  }
}

/** The browser's pending install offer, or null. */
export function getInstallPrompt(): BeforeInstallPromptEvent | null {
  return deferred;
}

/** An offer can be shown once only: after use (or once installed) it is dropped. */
export function forgetInstallPrompt(): void {
  if (!deferred) return;
  deferred = null;
  notify();
}

export function subscribeToInstallPrompt(listener: () => void): () => void {
  captureInstallPrompt();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
