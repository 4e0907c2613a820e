/** localStorage key holding when the install card was last dismissed. */
export const installDismissalStorageKey = 'ramkoll.install-app-dismissed';
/** A dismissed card stays away for 30 days, then offers the app again. */
export const installDismissalMs = 30 * 24 * 60 * 60 * 1000;

export function isInstallPromptDismissed(now = Date.now()): boolean {
  try {
    const raw = window.localStorage.getItem(installDismissalStorageKey);
    const dismissedAt = raw ? Date.parse(raw) : Number.NaN;
    return !Number.isNaN(dismissedAt) && now - dismissedAt < installDismissalMs;
  } catch {
    return false;
  }
}

export function rememberInstallDismissal(now = new Date()): void {
  try {
    window.localStorage.setItem(installDismissalStorageKey, now.toISOString());
  } catch {
    // Without storage the card comes back on the next visit; nothing else breaks.
  }
}
