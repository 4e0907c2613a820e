/**
 * A small audit trail kept in this browser (spec section 9: at most 100 entries). It records
 * security-relevant events so a user or support can see what happened on this device.
 */
export const auditLogStorageKey = 'ramkoll.audit-log';
export const auditLogMaxEntries = 100;

export type AuditAction = 'login' | 'login_failed' | 'logout' | 'session_timeout' | 'consent_change';

export interface AuditEntry {
  action: AuditAction;
  userId: string | null;
  details: Record<string, unknown> | null;
  timestamp: string;
  userAgent: string;
}

function isEntry(value: unknown): value is AuditEntry {
  return typeof value === 'object' && value !== null && 'action' in value && 'timestamp' in value;
}

export function readAuditLog(): AuditEntry[] {
  try {
    const raw = window.localStorage.getItem(auditLogStorageKey);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** Appends an entry and keeps only the newest 100. Storage failures are ignored. */
export function recordAudit(
  action: AuditAction,
  {
    userId = null,
    details = null,
  }: { userId?: string | null; details?: Record<string, unknown> | null } = {},
): void {
  const entry: AuditEntry = {
    action,
    userId,
    details,
    timestamp: new Date().toISOString(),
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  };
  const entries = [...readAuditLog(), entry].slice(-auditLogMaxEntries);
  try {
    window.localStorage.setItem(auditLogStorageKey, JSON.stringify(entries));
  } catch {
    // A full or blocked storage must never break sign-in or sign-out.
  }
}
