import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { describe, expect, it } from "vitest";
import { handleError, MESSAGES } from "./errors";
import { BODY_MAX_BYTES, BODY_TOO_LARGE, inputGuard, jsonHasNul, urlHasNul } from "./input-guard";

// A bare app: the guard in front of routes that would take anything it lets through.
const reached: string[] = [];
const app = new Hono();
app.onError(handleError);
app.use("*", inputGuard());
app.post("/json", async (c) => {
  reached.push("json");
  return c.json({ got: await c.req.json() });
});
app.post("/upload", async (c) => {
  const body = await c.req.parseBody();
  return c.json({ size: (body["arquivo"] as File).size });
});
// The routes' own body limit reads the body again after the guard.
app.post("/limited", bodyLimit({ maxSize: 100 }), async (c) => c.json({ got: await c.req.json() }));
app.get("/items/:id", (c) => c.json({ id: c.req.param("id"), q: c.req.query("q") ?? null }));

const postJson = (text: string, headers: Record<string, string> = {}) =>
  app.request("/json", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: text });

async function expectRefused(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
}

describe("a NUL character in the request", () => {
  it("is refused with 400 in a JSON string or key, before the route reads the body", async () => {
    reached.length = 0;
    await expectRefused(await postJson('{"nome":"a\\u0000b"}'), 400, MESSAGES.invalidText);
    await expectRefused(await postJson('{"a\\u0000":1}'), 400, MESSAGES.invalidText);
    await expectRefused(await postJson('[{"x":["ok","\\u0000"]}]'), 400, MESSAGES.invalidText);
    expect(reached).toEqual([]);
  });

  it("is refused with 400 in the query or the path, raw or encoded twice", async () => {
    for (const url of ["/items/1?q=a%00b", "/items/a%00b", "/items/1?q=a%2500b", "/items/1?a%00=1"]) {
      await expectRefused(await app.request(url), 400, MESSAGES.invalidText);
    }
  });

  it("leaves a clean body readable by the middleware and route after it", async () => {
    const res = await app.request("/limited", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"nome":"Ana"}',
    });
    expect(await res.json()).toEqual({ got: { nome: "Ana" } });
  });

  it("is not confused with a backslash written before u0000 or with other encoded text", async () => {
    expect(await (await postJson('{"nome":"\\\\u0000"}')).json()).toEqual({ got: { nome: "\\u0000" } });
    expect(await (await app.request("/items/caf%C3%A9?q=a%20b%25")).json()).toEqual({ id: "café", q: "a b%" });
    expect((await app.request("/items/1?q=%E0%A4%A")).status).toBe(200);
  });
});

describe("the 1 MB limit on bodies", () => {
  const jsonOf = (bytes: number) => `{"t":"${"a".repeat(bytes - 8)}"}`;

  it("refuses a body one byte over 1 MB with 413, whether or not it declares its length", async () => {
    const big = jsonOf(BODY_MAX_BYTES + 1);
    await expectRefused(await postJson(big), 413, BODY_TOO_LARGE);
    await expectRefused(await postJson(big, { "content-length": String(big.length) }), 413, BODY_TOO_LARGE);
  });

  it("lets a body of exactly 1 MB through", async () => {
    const res = await postJson(jsonOf(BODY_MAX_BYTES));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { got: { t: string } }).got.t).toHaveLength(BODY_MAX_BYTES - 8);
  });

  it("leaves multipart uploads to their own routes' limit", async () => {
    const form = new FormData();
    form.append("arquivo", new Blob([new Uint8Array(2 * BODY_MAX_BYTES)]), "grande.pdf");
    const res = await app.request("/upload", { method: "POST", body: form });
    expect(await res.json()).toEqual({ size: 2 * BODY_MAX_BYTES });
  });
});

describe("the checks themselves", () => {
  it.each([
    ["/a?q=%00", true],
    ["/a?q=%2500", true],
    ["/a\0b", true],
    ["/a?q=%0", false],
    ["/a?q=100%", false],
  ])("urlHasNul(%j) is %s", (url, expected) => expect(urlHasNul(url)).toBe(expected));

  it("reads JSON that does not parse as free of NUL, leaving it to the route's validator", () => {
    expect(jsonHasNul('{"a":"\\u0000"')).toBe(false);
    expect(jsonHasNul('{"a":"\\u0000"}')).toBe(true);
  });
});
