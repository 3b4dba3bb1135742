import { createRoute } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { checkDeclaredAnswers, declaredRoutes, UNDESCRIBED_ROUTES } from "../test/declared-answers";
import { createTestApp, type TestApp } from "../test/test-app";
import { createdJson, okJson } from "./openapi";
import { createRouter } from "./router";

// Rule 14 of the design: every route declares its answer, so the OpenAPI document and the web's
// types are one contract. The test app checks each answer against it (test/declared-answers.ts).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("every route of the app", () => {
  it("declares its success answer: a schema for JSON, or the redirect or file it sends", () => {
    const declared = declaredRoutes(t.app);
    const seen = new Set<string>();
    const missing: string[] = [];
    for (const { method, path } of t.app.routes) {
      const key = `${method} ${path}`;
      if (method === "ALL" || !path.startsWith("/api/") || seen.has(key) || UNDESCRIBED_ROUTES.includes(key)) continue;
      seen.add(key);
      const template = path.replace(/:(\w+)/g, "{$1}");
      const route = declared.find((r) => r.method === method && r.path === template);
      const success = Object.entries(route?.responses ?? {}).filter(([status]) => /^[23]\d\d$/.test(status));
      const described = success.some(
        ([status, r]) => status.startsWith("3") || Object.values(r.content ?? {})[0]?.schema,
      );
      if (!described) missing.push(key);
    }
    expect(seen.size).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });
});

describe("the check of answers in tests", () => {
  const ZNota = z.strictObject({ id: z.string(), titulo: z.string() });
  // A route that breaks its own declaration in three ways, typed loosely on purpose.
  function brokenApp() {
    const router = createRouter();
    router.openapi(createRoute({ method: "get", path: "/api/notas/{id}", responses: okJson(ZNota) }), (c) =>
      c.json(
        (c.req.param("id") === "sem-titulo"
          ? { id: "1" }
          : { id: "1", titulo: "Nota", passwordHash: "segredo" }) as unknown as z.infer<typeof ZNota>,
      ),
    );
    router.openapi(createRoute({ method: "post", path: "/api/notas", responses: okJson(ZNota) }), (c) =>
      c.json({ id: "1", titulo: "Nota" }, 201 as 200),
    );
    router.openapi(createRoute({ method: "put", path: "/api/notas", responses: createdJson(ZNota) }), (c) =>
      c.json({ id: "1", titulo: "Nota" }, 201),
    );
    return checkDeclaredAnswers(router);
  }

  it("fails a request whose answer lacks a declared field, naming it", async () => {
    await expect(brokenApp().request("/api/notas/sem-titulo")).rejects.toThrow(
      /GET \/api\/notas\/sem-titulo answered 200 \(route GET \/api\/notas\/\{id\}\).*\n {2}- titulo: invalid_type/,
    );
  });

  it("fails an answer with a field the schema does not name (a leak)", async () => {
    await expect(brokenApp().request("/api/notas/1")).rejects.toThrow(/unrecognized_keys.*passwordHash/);
  });

  it("fails a status the route does not declare, and lets a declared one through", async () => {
    await expect(brokenApp().request("/api/notas", { method: "POST" })).rejects.toThrow(
      /answered 201 .*a status the route does not declare \(200, 4XX, 5XX\)/,
    );
    expect((await brokenApp().request("/api/notas", { method: "PUT" })).status).toBe(201);
  });

  it("fails an error answer that is not the API's error shape", async () => {
    const router = createRouter();
    router.openapi(createRoute({ method: "get", path: "/api/quebra", responses: okJson(ZNota) }), (c) =>
      c.json({ mensagem: "falhou" } as never, 404 as 200),
    );
    await expect(checkDeclaredAnswers(router).request("/api/quebra")).rejects.toThrow(/answered 404.*refuses/s);
  });
});

describe("the OpenAPI document", () => {
  type TOperation = { responses: Record<string, { content?: Record<string, { schema: TSchema }> }> };
  type TSchema = {
    $ref?: string;
    type?: string;
    format?: string;
    properties?: Record<string, TSchema>;
    enum?: string[];
  };
  let doc: { paths: Record<string, Record<string, TOperation>>; components?: { schemas?: Record<string, TSchema> } };
  beforeAll(async () => {
    doc = (await (await t.app.request("/api/openapi.json")).json()) as typeof doc;
  });
  const answer = (path: string, method: string, status: string) => {
    const schema = doc.paths[path]?.[method]?.responses[status]?.content?.["application/json"]?.schema;
    return schema?.$ref ? doc.components?.schemas?.[schema.$ref.split("/").pop()!] : schema;
  };

  it("describes what the routes answer: fields, dates as strings, statuses", () => {
    const licenca = answer("/api/licencas/{id}", "get", "200");
    expect(licenca?.properties?.validadeDate).toBeDefined();
    expect(JSON.stringify(licenca?.properties?.validadeDate)).toContain('"format":"date"');
    expect(JSON.stringify(licenca?.properties?.createdAt)).toContain('"format":"date-time"');
    expect(licenca?.properties?.status?.enum).toEqual(["em_renovacao", "prorrogada", "vigente", "vencida", "alerta"]);
    expect(licenca?.properties?.renovacaoSituacao?.enum).toEqual(["no_prazo", "fora_do_prazo", "sem_protocolo", null]);
    expect(Object.keys(answer("/api/dashboard", "get", "200")?.properties ?? {})).toEqual([
      "empresa",
      "contadores",
      "prazos",
      "obrigacoesLegais",
      "atividades",
      "conformidade",
      "minhasPendencias",
    ]);
    expect(answer("/api/clientes", "post", "201")?.properties?.nome).toBeDefined();
    expect(answer("/api/clientes", "post", "200")).toBeUndefined();
    expect(answer("/api/clientes/{id}", "delete", "200")?.properties?.ok).toBeDefined();
    expect(answer("/api/clientes/{id}", "get", "4XX")?.properties?.error).toBeDefined();
  });
});
