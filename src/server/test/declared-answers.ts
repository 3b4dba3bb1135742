// Every answer a server test receives is checked against what its route declares in the OpenAPI
// registry (the same declarations /api/openapi.json is built from), so a route cannot answer
// what its schema, and with it the web's types, does not say.
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { z } from "zod";
import { ZErrorResponseSchema } from "../../shared/schemas/common";

type TResponses = Record<string, { content?: Record<string, { schema?: unknown }> }>;
export interface TDeclaredRoute {
  method: string;
  /** The OpenAPI path, e.g. /api/licencas/{id}. */
  path: string;
  pattern: RegExp;
  responses: TResponses;
}

/** Any app, whatever its Env. */
type AnyOpenAPIHono = OpenAPIHono<any, any, any>;

/** Routes outside the contract: the OpenAPI document describes the others, not itself. */
export const UNDESCRIBED_ROUTES = ["GET /api/openapi.json"];

/** The app's routes as declared, in registration order (the order in which Hono tries them). */
export function declaredRoutes(app: AnyOpenAPIHono): TDeclaredRoute[] {
  return app.openAPIRegistry.definitions.flatMap((d) =>
    d.type === "route"
      ? [
          {
            method: d.route.method.toUpperCase(),
            path: d.route.path,
            pattern: new RegExp(`^${d.route.path.replace(/\{[^}]+\}/g, "[^/]+")}$`),
            responses: d.route.responses as TResponses,
          },
        ]
      : [],
  );
}

/** The declaration of an answer's status: exact (200, 201) first, then its range (4XX, 5XX). */
function declaredFor(responses: TResponses, status: number) {
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

/** Why this answer breaks its route's declaration, or null when it keeps it. */
export async function answerProblem(
  routes: TDeclaredRoute[],
  method: string,
  path: string,
  res: Response,
): Promise<string | null> {
  const m = method === "HEAD" ? "GET" : method;
  // The web app's pages and files are not API answers.
  if (!path.startsWith("/api/") || UNDESCRIBED_ROUTES.includes(`${m} ${path}`)) return null;
  const route = routes.find((r) => r.method === m && r.pattern.test(path));
  const where = `${method} ${path} answered ${res.status}`;
  const isJson = /^application\/json/.test(res.headers.get("content-type") ?? "");
  if (!route) {
    // Outside every route (the API's catch-all 404, a refusal before routing): an error body.
    if (res.status < 400) return `${where}, but no declared route matches it`;
    return isJson ? parseProblem(ZErrorResponseSchema, await res.clone().json(), where) : null;
  }
  const declared = declaredFor(route.responses, res.status);
  const named = `${where} (route ${route.method} ${route.path})`;
  if (!declared) return `${named}, a status the route does not declare (${Object.keys(route.responses).join(", ")})`;
  // No content to check (better-auth's redirect says JSON but sends nothing).
  if (res.status === 204 || (res.status >= 300 && res.status < 400)) return null;
  const schema = declared.content?.["application/json"]?.schema as z.ZodType | undefined;
  if (!schema) return isJson ? `${named} with JSON, but declares no JSON answer for it` : null;
  if (!isJson) return `${named} with ${res.headers.get("content-type")}, but declares JSON`;
  return parseProblem(schema, await res.clone().json(), named);
}

function parseProblem(schema: z.ZodType, body: unknown, where: string): string | null {
  const result = schema.safeParse(body);
  if (result.success) return null;
  const issues = result.error.issues.map((i) => `  - ${i.path.join(".") || "(answer)"}: ${i.code} ${i.message}`);
  return `${where} with an answer its declared schema refuses:\n${issues.join("\n")}\n  answer: ${JSON.stringify(body).slice(0, 500)}`;
}

/** Makes `app.request` throw when an answer breaks its route's declaration. */
export function checkDeclaredAnswers<A extends AnyOpenAPIHono>(app: A): A {
  const request = app.request;
  let routes: TDeclaredRoute[] | undefined;
  app.request = async (input, init, ...rest) => {
    const res = await request(input, init, ...rest);
    // Read lazily: routes are all registered by the time a test sends its first request.
    routes ??= declaredRoutes(app);
    const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    const problem = await answerProblem(routes, method.toUpperCase(), url.pathname, res);
    if (problem) throw new Error(`Undeclared answer: ${problem}`);
    return res;
  };
  return app;
}
