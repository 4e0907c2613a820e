/** Spec section 9: activity is checked and the session refresh ticks every 30 s. */
export const sessionTickMs = 30_000;
/** Refresh when fewer than 3 ticks (90 s) remain before the access token expires. */
export const refreshTicksBeforeExpiry = 3;
/** Activity events update the clock at most once a second. */
export const activityThrottleMs = 1000;

export const activityEvents = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'] as const;

/** Whole seconds left before the idle limit; 0 or less means the user must be signed out. */
export function secondsUntilIdleLimit(lastActivity: number, idleTimeoutSeconds: number, now: number): number {
  return Math.ceil((lastActivity + idleTimeoutSeconds * 1000 - now) / 1000);
}

export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, seconds);
  const minutes = Math.floor(safe / 60);
  return `${minutes}:${String(safe % 60).padStart(2, '0')}`;
}
