import type { OpenAPIHono } from "@hono/zod-openapi";
import { accessOf } from "./gate";
import { OPERATIONS } from "./operations";

/** The security scheme's key in the document: the session cookie better-auth sets at sign-in. */
const SESSION_SCHEME = "sessao";
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"] as const;

/**
 * /api/openapi.json: what the routes declare (their schemas), plus what a generated client needs
 * to work as it comes: where the API is (servers), each operation's name and summary
 * (operations.ts), and how it signs in — the session cookie, required by default and waived
 * on exactly the routes the gate lets through without one (gate.ts's PUBLIC_ROUTES), optional
 * on those that answer a visitor too (VISITOR_ROUTES).
 */
export function apiDocument(app: OpenAPIHono<any, any, any>, opts: { appUrl: string; sessionCookie: string }) {
  const doc = app.getOpenAPI31Document({
    openapi: "3.1.0",
    info: { title: "Sistema de Gestão Ambiental API", version: "1" },
    servers: [{ url: opts.appUrl, description: "Este servidor" }],
    security: [{ [SESSION_SCHEME]: [] }],
  });
  doc.components = {
    ...doc.components,
    securitySchemes: {
      [SESSION_SCHEME]: {
        type: "apiKey",
        in: "cookie",
        name: opts.sessionCookie,
        description: "Sessão aberta por POST /api/auth/sign-in, que devolve este cookie (httpOnly).",
      },
    },
  };
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    // Keyed as the gate keys routes: /api/licencas/:id.
    const route = path.replace(/\{([^}]+)\}/g, ":$1");
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const [operationId, summary] = OPERATIONS[`${method.toUpperCase()} ${route}`] ?? [];
      const access = accessOf(method.toUpperCase(), route);
      // A visitor's route reads the session when there is one and answers without it too.
      const none: Record<string, string[]> = {};
      const security = access === "public" ? [] : access === "visitor" ? [none, { [SESSION_SCHEME]: [] }] : undefined;
      // Name and summary first, where a reader of the JSON looks for them.
      item[method] = { operationId, summary, ...operation, ...(security && { security }) };
    }
  }
  return doc;
}
