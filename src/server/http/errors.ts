import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { logger } from "../logger";
import { isDatabaseUnavailable } from "../db/unavailable";
import { ConnectionWaitExceeded } from "../db/embutido";

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  unauthenticated: "Usuário não autenticado",
  noCompany: "Usuário não possui empresa associada",
  forbidden: "Você não tem permissão para esta ação.",
  notFound: "Registro não encontrado.",
  internal: "Erro interno do servidor. Tente novamente em instantes.",
  invalidJson: "Corpo da requisição inválido.",
  invalidText: "O texto enviado contém caracteres inválidos.",
  overloaded: "O servidor está sobrecarregado no momento. Tente novamente em instantes.",
  databaseUnavailable: "Banco de dados indisponível no momento. Tente novamente em instantes.",
} as const;

/** Retry-After, in seconds, of every 503 the API answers when it is saturated. */
export const RETRY_AFTER_SECONDS = 2;

export const unauthorized = () => new HttpError(401, "UNAUTHENTICATED", MESSAGES.unauthenticated);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, "FORBIDDEN", message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, "NOT_FOUND", message);
export const conflict = (message: string) => new HttpError(409, "CONFLICT", message);
export const invalidText = () => new HttpError(400, "INVALID_TEXT", MESSAGES.invalidText);
/** A 400 whose one message is also its field's, e.g. `invalid("licencaId", LICENCA_NOT_FOUND)`. */
export const invalid = (field: string, message: string) =>
  new HttpError(400, "VALIDATION", message, { [field]: message });

/** A zod failure as the API's 400: the first message, and one message per field. */
export function validationError(error: z.ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return new HttpError(400, "VALIDATION", error.issues[0]?.message ?? "Dados inválidos.", fields);
}

export function errorResponse(c: Context, err: HttpError) {
  return c.json(
    { error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) } },
    err.status,
  );
}

export function handleError(err: Error, c: Context) {
  if (err instanceof HttpError) return errorResponse(c, err);
  // Hono's own 4xx, e.g. the validator's "Malformed JSON in request body": the caller's fault.
  if (err instanceof HTTPException && err.status >= 400 && err.status < 500) {
    return errorResponse(c, new HttpError(err.status, "INVALID_BODY", MESSAGES.invalidJson));
  }
  const requestId = (c.get("requestId" as never) as string | undefined) ?? "-";
  if (poolExhausted(err)) {
    logger.warn(`request ${requestId} ${c.req.method} ${c.req.path}: no database connection in time`);
    c.header("Retry-After", String(RETRY_AFTER_SECONDS));
    return errorResponse(c, new HttpError(503, "OVERLOADED", MESSAGES.overloaded));
  }
  // The database went away (a primary down, a failover under way, a restart): the pool finds it
  // again by itself (db/hosts.ts); the caller is told to retry, not that the app failed.
  if (isDatabaseUnavailable(err)) {
    logger.warn(`request ${requestId} ${c.req.method} ${c.req.path}: database unavailable (${describe(err)})`);
    c.header("Retry-After", String(RETRY_AFTER_SECONDS));
    return errorResponse(c, new HttpError(503, "DATABASE_UNAVAILABLE", MESSAGES.databaseUnavailable));
  }
  const refused = databaseRefusal(err);
  if (refused) {
    // Validation should have answered first: worth a line in the log, not a 500 to the caller.
    logger.warn(`request ${requestId} ${c.req.method} ${c.req.path}: the database refused it (${refused.sqlState})`);
    return errorResponse(c, refused.error);
  }
  logger.error(`request ${requestId} ${c.req.method} ${c.req.path} failed`, err);
  return c.json({ error: { code: "INTERNAL", message: MESSAGES.internal, requestId } }, 500);
}

/**
 * PostgreSQL's refusals of the caller's data (SQLSTATE), as the caller's error. 23505/23503/23001
 * are rules a concurrent request broke after our own check passed; the others are input that
 * validation should have stopped, answered here so that it never becomes a 500.
 */
const DATABASE_REFUSALS: Record<string, () => HttpError> = {
  "23505": () => conflict("Este registro já existe."),
  // 23503: foreign key; 23001: an ON DELETE RESTRICT foreign key (e.g. a project with licences).
  "23503": () => conflict("O registro está vinculado a outros dados."),
  "23001": () => conflict("O registro está vinculado a outros dados."),
  "22021": invalidText,
  "22P05": invalidText,
  "22P02": () => new HttpError(400, "INVALID_VALUE", "Um dos valores enviados tem formato inválido."),
  "22007": () => new HttpError(400, "INVALID_DATE", "Data inválida."),
  "22008": () => new HttpError(400, "INVALID_DATE", "Data inválida."),
  "22003": () => new HttpError(400, "OUT_OF_RANGE", "Número fora do intervalo permitido."),
  "22001": () => new HttpError(400, "TOO_LONG", "Um dos textos enviados excede o tamanho permitido."),
  "23514": () => new HttpError(400, "VALIDATION", "Os dados enviados não atendem às regras do cadastro."),
  "23502": () => new HttpError(400, "VALIDATION", "Um campo obrigatório não foi informado."),
};

/** The caller's error for a database refusal, found through drizzle's wrapper (`cause`) on both drivers. */
export function databaseRefusal(err: unknown): { sqlState: string; error: HttpError } | undefined {
  for (let e = err, depth = 0; e instanceof Object && depth < 5; e = (e as Error).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    // The tenant wall refused a row of another company that a service's own check let through:
    // for the caller it does not exist. (A missing grant, also 42501, stays a 500: our fault.)
    if (code === "42501" && /row-level security/.test(String((e as Error).message))) {
      return { sqlState: code, error: notFound() };
    }
    if (typeof code === "string" && Object.hasOwn(DATABASE_REFUSALS, code)) {
      return { sqlState: code, error: DATABASE_REFUSALS[code]() };
    }
  }
  return undefined;
}

/**
 * The PostgreSQL pool gave up waiting (db/client.ts's connectionTimeoutMillis): every connection
 * busy, or the server slow to accept. A saturated server, not a failure: 503 and "try again".
 * The embedded database's one connection likewise, past the request's allowance of waiting
 * (db/embutido.ts): refused before its transaction began, so nothing of it was written.
 */
const POOL_TIMEOUTS = ["timeout exceeded when trying to connect", "Connection terminated due to connection timeout"];
function poolExhausted(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (POOL_TIMEOUTS.includes(e.message) || e instanceof ConnectionWaitExceeded) return true;
  }
  return false;
}

/** The innermost message of a wrapped error, for the log line. */
function describe(err: unknown): string {
  let e = err as Error;
  for (let depth = 0; e?.cause instanceof Error && depth < 5; depth++) e = e.cause;
  return (e as { code?: string })?.code ? `${(e as { code?: string }).code}: ${e.message}` : String(e?.message);
}
