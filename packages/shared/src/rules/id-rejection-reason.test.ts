import { describe, expect, it } from 'vitest';
import { checkIdRejectionReason } from './id-rejection-reason.js';

describe('checkIdRejectionReason', () => {
  it('needs a reason that is more than blanks or a stripped script', () => {
    expect(checkIdRejectionReason('  \n ')).toEqual({ ok: false, problem: 'reason_required' });
    expect(checkIdRejectionReason('<script>alert(1)</script>')).toEqual({
      ok: false,
      problem: 'reason_required',
    });
  });

  it('trims and sanitises the reason', () => {
    expect(checkIdRejectionReason('  Bilden är suddig<script>x</script> ')).toEqual({
      ok: true,
      reason: 'Bilden är suddig',
    });
  });

  it('accepts 500 characters and refuses 501', () => {
    expect(checkIdRejectionReason('å'.repeat(500))).toEqual({ ok: true, reason: 'å'.repeat(500) });
    expect(checkIdRejectionReason('a'.repeat(501))).toEqual({ ok: false, problem: 'reason_too_long' });
  });
});
