import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The users whose sessions the request under way ended (decision 036). `revokeAllSessions` notes
 * them here, whoever calls it, and the auth plugin's `onSend` hook drops them all from this
 * instance's session cache before the answer leaves: the person's next request through this
 * instance is refused at once, not when the database's announcement arrives. Outside a request
 * (scripts, jobs) nothing is noted and the announcement alone reaches every instance.
 */
const revokedDuringRequest = new AsyncLocalStorage<Set<string>>();

/** Runs `next` (the rest of a request) with `revoked` collecting the users whose sessions end. */
export function collectRevokedSessions(revoked: Set<string>, next: () => void): void {
  revokedDuringRequest.run(revoked, next);
}

/** Every session of `userId` ended in the request under way, if any. */
export function noteRevokedSessions(userId: string): void {
  revokedDuringRequest.getStore()?.add(userId);
}
