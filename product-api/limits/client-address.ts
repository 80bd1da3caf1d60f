import { isIPv6 } from 'node:net';
import type { Request } from 'express';

/**
 * The visitor's address as the per-IP limits count it: `req.ip`, which Express reads from
 * X-Forwarded-For when the peer is a trusted proxy (PRODUCT_API_TRUST_PROXY). An IPv6 address
 * counts by its /64 network: one subscriber line is handed a whole /64.
 */
export function clientAddress(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  return isIPv6(ip) ? `${network64(ip)}::/64` : ip;
}

/** The first four groups of an IPv6 address, `::` expanded. */
function network64(ip: string): string {
  const [head = '', tail] = ip.split('%')[0]?.split('::') ?? [];
  const groups = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const left = groups(head);
  const right = groups(tail);
  const full =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return full
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':');
}
