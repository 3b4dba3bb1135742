import http from "node:http";
import type { AddressInfo } from "node:net";

/** One request as the proxy passed it on: which instance (0, 1…) served it, and whether signed in. */
export interface TProxied {
  instance: number;
  method: string;
  path: string;
  signedIn: boolean;
}

export interface TProxy {
  url: string;
  /** Every request so far, in arrival order. */
  log: TProxied[];
  /** Sends every request to one instance (`null`: back to round robin). */
  pin(instance: number | null): void;
  setTargets(urls: string[]): void;
  close(): Promise<void>;
}

/** better-auth's session cookie; `__Secure-` prefixed behind https. */
const SESSION_COOKIE = /(^|;\s*)(__Secure-)?better-auth\.session_token=/;

/**
 * A load balancer in miniature, as an ingress or nginx would stand before the app's instances:
 * round robin, one request at a time, with the client's address appended to X-Forwarded-For
 * (the instances run with TRUST_PROXY=1). It listens on a free port before the instances start,
 * so they can be told its address as their APP_URL.
 */
export async function startProxy(): Promise<TProxy> {
  let targets: URL[] = [];
  let next = 0;
  let pinned: number | null = null;
  const log: TProxied[] = [];
  const agent = new http.Agent({ keepAlive: true });

  const server = http.createServer((req, res) => {
    if (!targets.length) {
      res.writeHead(503).end();
      return;
    }
    const instance = pinned ?? next++ % targets.length;
    const target = targets[instance];
    log.push({
      instance,
      method: req.method ?? "GET",
      path: req.url ?? "/",
      signedIn: SESSION_COOKIE.test(req.headers.cookie ?? ""),
    });
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-for": forwardedFor },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    log,
    pin: (instance) => {
      pinned = instance;
    },
    setTargets: (urls) => {
      targets = urls.map((u) => new URL(u));
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
