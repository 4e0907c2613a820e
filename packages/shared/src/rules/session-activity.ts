/**
 * How often activity is recorded (decision 021): the server writes a session's last activity at
 * most this often, and the browser reports the user's activity at most this often. One minute,
 * or a twentieth of the idle limit when that is shorter, so a short limit (the one-minute e2e
 * server) still sees activity within its lifetime.
 */
export function activityIntervalMs(idleTimeoutSeconds: number): number {
  return Math.min(60_000, Math.floor((idleTimeoutSeconds * 1000) / 20));
}
