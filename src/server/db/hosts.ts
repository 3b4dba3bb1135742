// A connection string that lists several servers, as libpq takes it
// (`postgres://u@h1:5432,h2:5432/db?target_session_attrs=read-write`): node-postgres 8 refuses
// it ('Invalid URL') and knows nothing of target_session_attrs, so the host list is ours. Every
// new connection goes to the server last found writable; when none is known (start, or a
// connection to it broke) the list is walked in order and the first server that answers and
// writes is kept. A primary killed and a standby promoted: the pool's next connections find the
// new primary, with no restart (decision 063).
import pg from "pg";
import { logger } from "../logger";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "./unavailable";

export interface THost {
  host: string;
  port: number;
}

/** libpq's target_session_attrs values this app honours. */
export type TSessionAttrs = "any" | "read-write" | "primary";

export interface TDatabaseUrl {
  hosts: THost[];
  /** The string for one server, `host` and `port` to be replaced by each host's. */
  single: (host: THost) => string;
  targetSessionAttrs: TSessionAttrs;
}

const DEFAULT_PORT = 5432;

/**
 * The hosts of a `postgres://` / `postgresql://` URL, and the URL for each alone. A URL with one
 * host comes back with that one host; undefined for what is not such a URL (a path, `host=`
 * keywords), which node-postgres reads itself.
 */
export function parseDatabaseUrl(url: string): TDatabaseUrl | undefined {
  const m = /^(postgres(?:ql)?:\/\/)(?:([^@/?#]*)@)?([^/?#]*)(.*)$/i.exec(url);
  if (!m) return undefined;
  const [, scheme, userInfo, hostList, rest] = m;
  const query = rest.indexOf("?");
  const pathPart = query === -1 ? rest : rest.slice(0, query);
  const params = new URLSearchParams(query === -1 ? "" : rest.slice(query + 1));
  const attrs = (params.get("target_session_attrs") ?? "any").toLowerCase();
  if (attrs !== "any" && attrs !== "read-write" && attrs !== "primary") {
    throw new Error(`target_session_attrs não suportado em DATABASE_URL: ${attrs} (use read-write, primary ou any)`);
  }
  params.delete("target_session_attrs");
  const defaultPort = Number(params.get("port") ?? DEFAULT_PORT);
  params.delete("port");
  const hosts = splitHosts(hostList).map((h) => parseHost(h, defaultPort));
  if (!hosts.length) hosts.push({ host: "localhost", port: defaultPort });
  const search = params.toString();
  const single = ({ host, port }: THost) => {
    const shown = host.includes(":") ? `[${host}]` : encodeURIComponent(host);
    return `${scheme}${userInfo !== undefined ? `${userInfo}@` : ""}${shown}:${port}${pathPart}${search ? `?${search}` : ""}`;
  };
  return { hosts, single, targetSessionAttrs: attrs };
}

/** `h1:1,[::1]:2,h3` → its entries; commas inside brackets (none in practice) are not split. */
function splitHosts(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === "[") depth++;
    else if (list[i] === "]") depth--;
    else if (list[i] === "," && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out.filter((h) => h !== "");
}

function parseHost(entry: string, defaultPort: number): THost {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return { host: bracketed[1], port: bracketed[2] ? Number(bracketed[2]) : defaultPort };
  const colon = entry.lastIndexOf(":");
  if (colon === -1) return { host: decodeURIComponent(entry), port: defaultPort };
  const port = entry.slice(colon + 1);
  if (!/^\d+$/.test(port)) throw new Error(`Porta inválida em DATABASE_URL: ${entry}`);
  return { host: decodeURIComponent(entry.slice(0, colon)), port: Number(port) };
}

/** How long one server of the list may take to answer before the next is tried. */
const PROBE_TIMEOUT_MS = 3_000;
/** After a walk found no usable server, callers within this window get the same answer. */
const RETRY_WALK_AFTER_MS = 250;

/** What a server told on connecting (PostgreSQL ≥ 14 reports both): whether it takes writes. */
type TReported = Map<string, string>;

/** The connection of `client`, whose parameter reports fill `reported` as they arrive. */
function recordReports(client: pg.Client, reported: TReported): pg.Connection {
  const connection = (client as unknown as { connection: pg.Connection }).connection;
  connection.on("parameterStatus", (msg: { parameterName: string; parameterValue: string }) =>
    reported.set(msg.parameterName, msg.parameterValue),
  );
  return connection;
}

/**
 * Whether the session on `client` suits `attrs`: from what the server reported on connecting when
 * it did (PostgreSQL 14+: in_hot_standby, default_transaction_read_only), else by asking.
 */
async function suits(client: pg.ClientBase, reported: TReported, attrs: TSessionAttrs): Promise<boolean> {
  if (attrs === "any") return true;
  const hotStandby = reported.get("in_hot_standby");
  const readOnly = reported.get("default_transaction_read_only");
  if (hotStandby !== undefined && readOnly !== undefined) {
    return hotStandby === "off" && (attrs === "primary" || readOnly === "off");
  }
  const { rows } = await client.query<{ standby: boolean; read_only: string }>(
    "select pg_is_in_recovery() as standby, current_setting('transaction_read_only') as read_only",
  );
  return !rows[0].standby && (attrs === "primary" || rows[0].read_only === "off");
}

const sameHost = (a: THost | undefined, b: THost) => a?.host === b.host && a.port === b.port;
const named = (h: THost) => `${h.host}:${h.port}`;

/** The server of the list that takes this app's connections now; found again when it fails. */
export class HostLocator {
  private current: THost | undefined;
  private walking: Promise<THost> | undefined;
  private lastFailure: { at: number; error: Error } | undefined;

  constructor(readonly url: TDatabaseUrl) {}

  /** The server to connect to: the one known, else the first of the list that suits. */
  target(): Promise<THost> {
    if (this.current) return Promise.resolve(this.current);
    if (this.lastFailure && Date.now() - this.lastFailure.at < RETRY_WALK_AFTER_MS) {
      return Promise.reject(this.lastFailure.error);
    }
    this.walking ??= this.walk().finally(() => (this.walking = undefined));
    return this.walking;
  }

  /** `host` failed (its connection broke, or it no longer writes): the next connection walks the list. */
  forget(host: THost) {
    if (!sameHost(this.current, host)) return;
    logger.warn(`servidor do banco ${named(host)} indisponível: procurando o servidor de escrita na lista`);
    this.current = undefined;
  }

  private async walk(): Promise<THost> {
    const reasons: string[] = [];
    for (const host of this.url.hosts) {
      const reported: TReported = new Map();
      const client = new pg.Client({
        connectionString: this.url.single(host),
        connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      });
      client.on("error", () => {}); // a probe's late failure is its answer, not the process's end
      recordReports(client, reported);
      try {
        await client.connect();
        const ok = await suits(client, reported, this.url.targetSessionAttrs);
        if (ok) {
          if (!sameHost(this.current, host)) logger.info(`servidor do banco em uso: ${named(host)}`);
          this.current = host;
          this.lastFailure = undefined;
          return host;
        }
        reasons.push(`${named(host)}: somente leitura`);
      } catch (err) {
        reasons.push(`${named(host)}: ${(err as Error).message || (err as { code?: string }).code}`);
      } finally {
        await client.end().catch(() => {});
      }
    }
    const error = new DatabaseUnavailableError(`Nenhum servidor do banco aceita escrita agora (${reasons.join("; ")})`);
    this.lastFailure = { at: Date.now(), error };
    throw error;
  }
}

/**
 * A pool on `url`. One host: node-postgres's own pool, as always. Several: each new connection
 * goes to the server `locator` keeps, is checked to suit target_session_attrs, and reports back
 * when it breaks, so that the next one walks the list again.
 */
export function createPool(url: string, config: pg.PoolConfig, locator?: HostLocator): pg.Pool {
  if (!locator) return new pg.Pool({ connectionString: url, ...config });
  const attrs = locator.url.targetSessionAttrs;

  class FailoverClient extends pg.Client {
    /** The server this connection went to. */
    server: THost | undefined;
    readonly reported: TReported = new Map();
    /** Its server refused it as unavailable: not to be lent again. */
    stale = false;

    constructor(options: pg.ClientConfig) {
      super(options);
      const connection = recordReports(this, this.reported);
      // A server that says it cannot write (25006) or is going away: the next connection looks
      // again, and this one leaves the pool when released (below).
      connection.on("errorMessage", (msg: unknown) => {
        if (!this.server || !isDatabaseUnavailable(msg)) return;
        this.stale = true;
        locator!.forget(this.server);
      });
      this.on("error", () => {
        if (this.server) locator!.forget(this.server);
      });
    }

    // Where pg's own connect reads host and port (this.host, this.port), set first to the server found.
    connect(): Promise<pg.Client>;
    connect(callback: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): void;
    connect(callback?: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): Promise<pg.Client> | void {
      const run = async () => {
        const server = await locator!.target();
        this.server = server;
        this.host = server.host;
        this.port = server.port;
        try {
          await super.connect();
        } catch (err) {
          locator!.forget(server);
          throw err;
        }
        if (!(await suits(this, this.reported, attrs))) {
          locator!.forget(server);
          await this.end().catch(() => {});
          throw new DatabaseUnavailableError(`O servidor do banco ${named(server)} não aceita mais escrita`);
        }
        return this;
      };
      if (!callback) return run();
      const done = callback as (err: Error | null, c?: pg.Client) => void;
      run().then(
        (c) => done(null, c),
        (err: Error) => done(err),
      );
    }
  }

  const pool = new pg.Pool({
    connectionString: locator.url.single(locator.url.hosts[0]),
    ...config,
    Client: FailoverClient as unknown as typeof pg.Client,
  });
  // The pool drops a released client it finds not queryable (pg-pool's _release); 'release' is
  // emitted just before it looks.
  pool.on("release", (_err: Error | undefined, client: pg.PoolClient) => {
    if ((client as unknown as FailoverClient).stale) (client as unknown as { _queryable: boolean })._queryable = false;
  });
  return pool;
}

/** The locator a URL needs: one for a list of hosts, none for a single server. */
export function locatorFor(url: string): HostLocator | undefined {
  const parsed = parseDatabaseUrl(url);
  return parsed && parsed.hosts.length > 1 ? new HostLocator(parsed) : undefined;
}
