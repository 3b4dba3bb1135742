// A closed-loop load generator on Node's own http module: `connections` workers, each with one
// keep-alive socket, send the next request as soon as the previous answer is read, for a fixed time.
// Closed loop means the rate is what the server sustains at that concurrency, and latency includes
// time spent queued inside the server (its database pool is smaller than 32).
import http from "node:http";

export interface LoadResult {
  requests: number;
  errors: number;
  /** Count per HTTP status (0: the request failed without an answer). */
  statuses: Record<string, number>;
  rps: number;
  /** Milliseconds, over the answers with a 2xx status. */
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

export function requestOnce(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, headers }, (res) => {
      res.resume(); // read and drop the body: the answer is complete only when it has all arrived
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

export async function runLoad(opts: {
  url: URL;
  headers: Record<string, string>;
  connections: number;
  durationS: number;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const started = performance.now();
  const deadline = started + opts.durationS * 1000;

  const worker = async () => {
    while (performance.now() < deadline) {
      const t = performance.now();
      const status = await requestOnce(agent, opts.url, opts.headers).catch(() => 0);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 200 && status < 300) latencies.push(performance.now() - t);
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, worker));
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();

  const sorted = Float64Array.from(latencies).sort();
  const requests = latencies.length + errors;
  return {
    requests,
    errors,
    statuses,
    rps: requests / elapsedS,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
  };
}
