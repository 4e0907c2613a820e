import { describe, expect, it } from 'vitest';
import { networkSource } from './network-source.js';

describe('networkSource', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(networkSource('203.0.113.7')).toBe('203.0.113.7');
    expect(networkSource('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkSource('::FFFF:10.1.2.3')).toBe('10.1.2.3');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    expect(networkSource('2001:db8:85a3:12::8a2e:370:7334')).toBe('2001:db8:85a3:12::/64');
    expect(networkSource('2001:0DB8:85A3:0012:ffff:ffff:ffff:ffff')).toBe('2001:db8:85a3:12::/64');
    expect(networkSource('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkSource('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkSource('::1')).toBe('0:0:0:0::/64');
  });

  it('names a request without an address, and passes anything else through', () => {
    expect(networkSource(null)).toBe('unknown');
    expect(networkSource('')).toBe('unknown');
    expect(networkSource('not-an-address')).toBe('not-an-address');
  });
});
