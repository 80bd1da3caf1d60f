import type { IncomingHttpHeaders } from 'node:http';

// RFC 9110 §7.6.1: these describe one connection, not the message, and are never relayed
const hopByHop = ['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer'];

/** `headers` without those named (lower-case). */
export function omitHeaders(
  headers: IncomingHttpHeaders,
  names: readonly string[],
): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));
}

/**
 * An answer's headers without its connection's own: the fixed list, and every header its
 * Connection names. Relayed to a visitor, an upstream `Connection: close` would close the
 * visitor's connection, which keeps its own terms.
 */
export function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return omitHeaders(headers, [...hopByHop, ...named]);
}
