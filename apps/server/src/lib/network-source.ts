import { isIPv4, isIPv6 } from 'node:net';

/** Groups of an IPv6 address that name one network: a /64 is what one home or phone is given. */
const IPV6_NETWORK_GROUPS = 4;

/** The eight 16-bit groups of an IPv6 address, `::` spelt out (valid input assumed). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/**
 * Who is asking, as the rate limits count sources (decision 091): an IPv4 address as it is (an
 * IPv4-mapped IPv6 one as its IPv4), an IPv6 address as its /64 network, since one machine can
 * take any address of its /64 and would otherwise be a new source with every attempt; 'unknown'
 * when the request had no address.
 */
export function networkSource(ipAddress: string | null): string {
  if (!ipAddress) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ipAddress)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  const address = ipAddress.split('%')[0] ?? ipAddress;
  if (!isIPv6(address) || address.includes('.')) return ipAddress;
  const network = ipv6Groups(address.toLowerCase()).slice(0, IPV6_NETWORK_GROUPS);
  return `${network.map((group) => group.toString(16)).join(':')}::/64`;
}
