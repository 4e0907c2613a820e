import { isIP } from 'node:net';

/**
 * This machine's own names and addresses: `localhost` (and `*.localhost`, RFC 6761), 127.0.0.0/8,
 * `::1`, and 127.x written as an IPv4-mapped IPv6 address, as a dual-stack socket reports it.
 * Square brackets around an IPv6 host (a URL's or a Host header's) are ignored.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}
