import { describe, expect, it } from 'vitest';
import { auditLogMaxEntries, readAuditLog, recordAudit } from './audit-log';

describe('audit log', () => {
  it('records entries with action, user, details, time and user agent', () => {
    recordAudit('login', { userId: 'u1', details: { method: 'password' } });
    const [entry] = readAuditLog();
    expect(entry).toMatchObject({ action: 'login', userId: 'u1', details: { method: 'password' } });
    expect(entry?.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(typeof entry?.userAgent).toBe('string');
  });

  it('keeps only the newest 100 entries', () => {
    for (let index = 0; index < 130; index += 1) recordAudit('login_failed', { details: { index } });
    const entries = readAuditLog();
    expect(entries).toHaveLength(auditLogMaxEntries);
    expect(entries[0]?.details).toEqual({ index: 30 });
    expect(entries.at(-1)?.details).toEqual({ index: 129 });
  });
});
