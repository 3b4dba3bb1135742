import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, APP_URL, Client, createTestApp, type TestApp } from "../test/test-app";

// /api/openapi.json as a client generator reads it: every operation named and summed up, where
// the API is, and which cookie signs in, required exactly where the server requires it.

type TOperation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, unknown>;
};
let doc: {
  openapi: string;
  info: { title: string; version: string };
  servers?: { url: string }[];
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, TOperation>>;
  components?: {
    schemas?: Record<string, unknown>;
    securitySchemes?: Record<string, { type: string; in: string; name: string }>;
  };
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await (await t.app.request("/api/openapi.json")).json()) as typeof doc;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      path,
      method,
      operation,
    })),
  );

describe("the OpenAPI document", () => {
  it("is a whole OpenAPI 3.1 document: each path's parameters declared, each success answer described", () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.title).not.toBe("");
    expect(operations().length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const { key, path, operation } of operations()) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = (operation.parameters ?? []).filter((p) => p.in === "path" && p.required);
      if (
        declared
          .map((p) => p.name)
          .sort()
          .join() !== inPath.join()
      )
        problems.push(`${key}: path parameters`);
      if (!Object.keys(operation.responses).some((status) => /^[23]/.test(status))) problems.push(`${key}: no success`);
    }
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    problems.push(...refs.filter((name) => !doc.components?.schemas?.[name]).map((name) => `no schema ${name}`));
    expect(problems).toEqual([]);
  });

  it("names every operation once, with a name a generated client can use, and sums it up in Portuguese", () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const { key, operation } of operations()) {
      const { operationId: id, summary } = operation;
      if (!id || !/^[a-z][A-Za-z0-9]*$/.test(id)) problems.push(`${key}: operationId ${String(id)}`);
      else if (seen.has(id)) problems.push(`${key}: operationId ${id} is also ${seen.get(id)}'s`);
      else seen.set(id, key);
      // A sentence in Portuguese: capitalised, without the English an untranslated one would carry.
      const english = /\b(the|get|list|create|update|delete|returns?|of|and|with|for)\b/i;
      if (!summary || !/^\p{Lu}/u.test(summary) || english.test(summary)) problems.push(`${key}: summary ${summary}`);
    }
    expect(problems).toEqual([]);
  });

  it("says where the API is", () => {
    expect(doc.servers?.map((s) => s.url)).toEqual([APP_URL]);
  });

  it("requires the session cookie on every route but the public ones, and makes it optional where a visitor is answered", async () => {
    const schemes = doc.components?.securitySchemes ?? {};
    const [name] = Object.keys(schemes);
    expect(schemes[name]).toMatchObject({ type: "apiKey", in: "cookie" });
    const cookie = JSON.stringify([{ [name]: [] }]);
    const optional = JSON.stringify([{}, { [name]: [] }]);
    expect(JSON.stringify(doc.security)).toBe(cookie);
    const anonymous = new Client(t.app);
    const wrong: string[] = [];
    let open = 0;
    for (const { key, path, method, operation } of operations()) {
      const security = JSON.stringify(operation.security ?? doc.security);
      // Answered without a session: the public routes, and a visitor's (the cookie optional).
      const isPublic = security === "[]" || security === optional;
      if (isPublic) open++;
      else if (security !== cookie) wrong.push(`${key}: security ${security}`);
      // Without a session the gate answers 401 exactly where the document asks for the cookie.
      const url = path.replace(/\{[^}]+\}/g, "x");
      const res = await anonymous.request(method.toUpperCase(), url, method === "get" ? undefined : {});
      if ((res.status === 401) === isPublic) wrong.push(`${key}: ${isPublic ? "public" : "cookie"}, ${res.status}`);
    }
    expect(open).toBeGreaterThan(3);
    expect(wrong).toEqual([]);
  });

  it("names the cookie that signing in sets, and that cookie alone opens the session", async () => {
    const scheme = Object.values(doc.components?.securitySchemes ?? {})[0];
    expect(scheme?.name).toBeTruthy();
    const signIn = await t.app.request("/api/auth/sign-in", {
      method: "POST",
      headers: { origin: APP_URL, "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);
    const set = signIn.headers.getSetCookie().map((c) => c.split(";")[0]);
    const session = set.find((pair) => pair.startsWith(`${scheme.name}=`));
    expect(set.map((pair) => pair.split("=")[0])).toContain(scheme.name);
    const me = await t.app.request("/api/me", { headers: { cookie: session! } });
    expect(me.status).toBe(200);
  });
});
