import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Loopback load only (127.0.0.1), bounded in time or in number of requests. */
export async function load(
  url: string,
  options: {
    connections: number;
    seconds?: number;
    amount?: number;
    headers?: Record<string, string>;
  },
): Promise<LoadResult> {
  if (!url.startsWith('http://127.0.0.1:'))
    throw new Error(`bench targets only 127.0.0.1, not ${url}`);
  const result = await autocannon({
    url,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 5 }),
    headers: options.headers,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
