import type { OpenAPIHono } from "@hono/zod-openapi";
import type { TAcesso } from "./acesso";

/** The security scheme's key in the document: the session cookie better-auth sets at sign-in. */
const SESSION_SCHEME = "sessao";
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options", "trace"] as const;

/**
 * /api/openapi.json: what the routes declare (their schemas), plus what a generated client needs
 * to work as it comes: where the API is (servers), each operation's name and summary (declared
 * on the route), and how it signs in — the session cookie, required by default, waived on the
 * routes declared "publico" and optional on those declared "visitante": the same declaration
 * the gate reads (decision 043), which itself stays out of the published document.
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
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const { acesso, ...published } = operation as typeof operation & { acesso?: TAcesso };
      // A visitor's route reads the session when there is one and answers without it too.
      const none: Record<string, string[]> = {};
      const security =
        acesso === "publico" ? [] : acesso === "visitante" ? [none, { [SESSION_SCHEME]: [] }] : undefined;
      item[method] = { ...published, ...(security && { security }) };
    }
  }
  return doc;
}
