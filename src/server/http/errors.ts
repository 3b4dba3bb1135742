import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { logger } from "../logger";

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
} as const;

export const unauthorized = () => new HttpError(401, "UNAUTHENTICATED", MESSAGES.unauthenticated);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, "FORBIDDEN", message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, "NOT_FOUND", message);
export const conflict = (message: string) => new HttpError(409, "CONFLICT", message);

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
  // A unique or foreign-key rule that a concurrent request broke after our own check passed.
  const pgCode = (err as { code?: string }).code ?? (err.cause as { code?: string } | undefined)?.code;
  if (pgCode === "23505") return errorResponse(c, conflict("Este registro já existe."));
  // 23503: foreign key; 23001: an ON DELETE RESTRICT foreign key (e.g. a project with licences).
  if (pgCode === "23503" || pgCode === "23001") {
    return errorResponse(c, conflict("O registro está vinculado a outros dados."));
  }
  const requestId = (c.get("requestId" as never) as string | undefined) ?? "-";
  logger.error(`request ${requestId} ${c.req.method} ${c.req.path} failed`, err);
  return c.json({ error: { code: "INTERNAL", message: MESSAGES.internal, requestId } }, 500);
}
