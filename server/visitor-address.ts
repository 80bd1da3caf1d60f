import type { Request } from 'express';

/**
 * The visitor's address as Express reads it under TRUST_PROXY (`req.ip`), an IPv4-mapped IPv6
 * address (`::ffff:203.0.113.7`, how a dual-stack socket reports IPv4 visitors) written as IPv4.
 */
export function visitorAddress(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? '';
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip) ? ip.slice('::ffff:'.length) : ip;
}

/**
 * The headers of a call to the product API made for `req`'s visitor: their address, which its
 * limits count (not this server's), and the request's id, which its log keeps (README
 * « Operating it »). `address` when the caller has already read it.
 */
export function onBehalfOf(req: Request, address = visitorAddress(req)): VisitorHeaders {
  return { 'X-Forwarded-For': address, 'X-Request-Id': String(req.id) };
}

export interface VisitorHeaders {
  'X-Forwarded-For': string;
  'X-Request-Id': string;
}

/**
 * What per-address limits count under: an IPv4 address as it is, an IPv6 address by its /64 —
 * one subscriber line is given a whole /64, so counting single IPv6 addresses would give a
 * guesser billions of fresh budgets.
 */
export function addressKey(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.replace(/%.*$/, '').split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          // a dotted IPv4 tail (`64:ff9b::192.0.2.1`) stands for two groups
          const quad = group.split('.').map(Number);
          return quad.length === 4 ? ['0', '0'] : [group];
        });
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  const groups = [...left, ...zeros, ...right].slice(0, 4);
  return `${groups.map((group) => (parseInt(group, 16) || 0).toString(16)).join(':')}::/64`;
}
