import { describe, expect, it } from 'vitest';
import { credentialKeys, credentialLimits } from './credential-limits.js';
import { signInRateLimit } from './rate-limit.js';

describe('credential limits (decision 091)', () => {
  it("keeps spec section 9's 5 a minute for one account from one source, and adds the wider two", () => {
    expect(credentialLimits).toEqual({
      accountAndSource: signInRateLimit,
      source: { max: 20, windowMs: 900_000 },
      account: { max: 100, windowMs: 3_600_000 },
      knownSourceMs: 7_776_000_000,
    });
  });

  it('keys an attempt by account and source, by source and by account; an IPv6 source by its /64', () => {
    expect(credentialKeys('login', 'anna@ramkoll.se', '::ffff:203.0.113.7')).toEqual({
      accountAndSource: 'login:anna@ramkoll.se|203.0.113.7',
      source: 'login-source:203.0.113.7',
      account: 'login-account:anna@ramkoll.se',
    });
    expect(credentialKeys('staff-code', 'store-id', '2001:db8:1:2:3:4:5:6').accountAndSource).toBe(
      'staff-code:store-id|2001:db8:1:2::/64',
    );
  });
});
