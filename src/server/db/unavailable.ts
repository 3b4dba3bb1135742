/**
 * The database went away, not the request's fault: the server is down, restarting, failing over,
 * or the one it reached can no longer write. The API answers 503 with Retry-After (http/errors.ts)
 * and the pool finds the server again by itself (db/hosts.ts).
 */
export class DatabaseUnavailableError extends Error {
  readonly code = "DATABASE_UNAVAILABLE";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * SQLSTATEs of a connection lost or of a server that cannot serve writes now: class 08
 * (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now,
 * 25006 read_only_sql_transaction (a standby, or the old primary after a switch), 53300
 * too_many_connections.
 */
const SQLSTATES = new Set([
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "08P01",
  "57P01",
  "57P02",
  "57P03",
  "25006",
  "53300",
]);

/** The socket's own failures (node's errno codes), on connecting or on a connection in use. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
  "DATABASE_UNAVAILABLE",
]);

/** node-postgres's messages for a connection that ended under it (they carry no code). */
const DRIVER_MESSAGES = [
  "Connection terminated unexpectedly",
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "timeout expired",
];

/** Whether `err` (or what it wraps: drizzle's `cause`, an AggregateError's `errors`) is the database gone away. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Object) || depth > 5) return false;
  if (err instanceof DatabaseUnavailableError) return true;
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string" && (SQLSTATES.has(code) || SOCKET_CODES.has(code))) return true;
  if (err instanceof Error && DRIVER_MESSAGES.includes(err.message)) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable((err as Error).cause, depth + 1);
}
