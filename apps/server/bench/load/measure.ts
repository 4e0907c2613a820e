/**
 * One kind of request under load: autocannon with N connections cycling through the kind's URLs
 * (a shared counter, so concurrent connections ask different questions), a warm-up whose figures
 * are thrown away, then the measured window.
 */
import autocannon from 'autocannon';

export interface Measured {
  requests: number;
  /** Responses per second over the measured window (autocannon's per-second mean). */
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Connection errors other than timeouts. */
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface MeasureOptions {
  baseUrl: string;
  paths: string[];
  cookie: string;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  timeoutSeconds: number;
}

function run(options: MeasureOptions, seconds: number): Promise<autocannon.Result> {
  let next = 0;
  const { paths } = options;
  return autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: seconds,
    timeout: options.timeoutSeconds,
    headers: { cookie: options.cookie, accept: 'application/json' },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  });
}

export async function measure(options: MeasureOptions): Promise<Measured> {
  if (options.warmupSeconds > 0) await run(options, options.warmupSeconds);
  const result = await run(options, options.seconds);
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
