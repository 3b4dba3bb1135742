// The load of one scenario through autocannon: `connections` keep-alive connections, each sending
// its next request as soon as the previous answer has arrived, for a fixed time. Closed loop:
// the rate is what the server sustains at that concurrency, and latency includes the time spent
// queued inside the server (its database pool is smaller than 32).
import autocannon from "autocannon";

export interface LoadResult {
  requests: number;
  /** Answers other than 2xx, connection errors, timeouts and requests still unanswered at the end. */
  errors: number;
  timeouts: number;
  /**
   * Requests still waiting when the time was up, and already longer than the slowest answer:
   * left out, the slowest requests would vanish from the figures.
   */
  unanswered: number;
  /** Count per HTTP status. */
  statuses: Record<string, number>;
  /** Successful (2xx) answers per second: a quick 503 from the server's admission limit is no work done. */
  rps: number;
  /** Milliseconds, over the 2xx answers; null when there was none. */
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
}

/** Nearest-rank percentile of ascending `sorted`. */
export function percentile(sorted: Float64Array, p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function runLoad(opts: {
  url: URL;
  headers: Record<string, string>;
  connections: number;
  durationS: number;
  timeoutS: number;
}): Promise<LoadResult> {
  // autocannon's own histogram gives p97.5 but no p95: each 2xx answer's time is kept instead.
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  // Each connection has one request at a time: its next one left when its last answer arrived.
  const lastAnswerAt = new Map<unknown, number>();
  const started = performance.now();
  // Without a callback autocannon returns its event emitter, also a promise of the result.
  const instance = autocannon({
    url: opts.url.toString(),
    headers: opts.headers,
    connections: opts.connections,
    duration: opts.durationS,
    timeout: opts.timeoutS,
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on("response", (client, status, _bytes, ms) => {
    lastAnswerAt.set(client, performance.now());
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await instance;
  const waiting = [...lastAnswerAt.values()].map((at) => performance.now() - at);
  // Connections that never had an answer have waited since the start.
  for (let i = lastAnswerAt.size; i < opts.connections; i++) waiting.push(performance.now() - started);
  const sorted = Float64Array.from(latencies).sort();
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  // result.errors counts connection errors, timeouts included.
  const slowest = sorted.length ? sorted[sorted.length - 1] : 0;
  const unanswered = waiting.filter((ms) => ms > slowest).length;
  const errors = answered - latencies.length + result.errors + unanswered;
  return {
    requests: answered + result.errors + unanswered,
    errors,
    timeouts: result.timeouts,
    unanswered,
    statuses,
    rps: latencies.length / result.duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
  };
}
