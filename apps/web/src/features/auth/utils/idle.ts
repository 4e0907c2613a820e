/** Spec section 9: activity is checked and the session refresh ticks every 30 s. */
export const sessionTickMs = 30_000;
/** Refresh when fewer than 3 ticks (90 s) remain before the access token expires. */
export const refreshTicksBeforeExpiry = 3;

export const activityEvents = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'] as const;

/** Whole seconds left before `deadline`; 0 or less means the user must be signed out. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.ceil((deadline - now) / 1000);
}

/**
 * The server's idle deadline on this browser's clock: the answer says how many seconds it gives
 * from the moment it was sent, so the two clocks need not agree (decision 021).
 */
export function idleDeadlineFrom(idleExpiresInSeconds: number, receivedAt: number): number {
  return receivedAt + idleExpiresInSeconds * 1000;
}

export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, seconds);
  const minutes = Math.floor(safe / 60);
  return `${minutes}:${String(safe % 60).padStart(2, '0')}`;
}
