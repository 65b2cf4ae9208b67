/** HTTP load with autocannon: requests per second and latency percentiles of one URL. */
import autocannon from 'autocannon';

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function load(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<Load> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** A short untimed run first, so that the JIT and the database's caches are warm. */
export async function warmThenLoad(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<Load> {
  await load(url, { ...options, seconds: 2 });
  return load(url, options);
}
