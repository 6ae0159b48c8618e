import { isIP, isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The client's address as the trusted proxies saw it. Fastify walks `X-Forwarded-For` from the
 * right for as long as each hop is a trusted proxy (`TRUST_PROXY`); an entry that is not an IP
 * address ends the walk, and the last real address before it is taken (the proxy that passed it on).
 */
export function clientAddress(request: FastifyRequest): string {
  if (isIP(request.ip)) return request.ip;
  let lastValid = request.socket.remoteAddress ?? 'unknown';
  for (const hop of request.ips ?? []) {
    if (!isIP(hop)) break;
    lastValid = hop;
  }
  return lastValid;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.split('%')[0] ?? address;
  // An IPv4 tail (::ffff:192.0.2.1) becomes two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4) {
    const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Who is asking, for per-requester limits: an IPv4 address as it is, an IPv6 address as its /64
 * (one household or one server gets a whole /64, so counting single IPv6 addresses would let one
 * requester count as billions). IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function requesterNetwork(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address.toLowerCase();
  const isMappedV4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedV4) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}
