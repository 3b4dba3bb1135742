import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveWeb } from "../static";
import { APP_URL, createTestApp, readError, signUpAndConfirm, type TestApp } from "../test/test-app";

const FOREIGN = "Requisição de outra origem não permitida.";

let t: TestApp;
let webDir: string;
let owner: { email: string; password: string };
beforeAll(async () => {
  t = await createTestApp();
  // A built web app in miniature, served by the same app as the API.
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), "web-"));
  await fs.mkdir(path.join(webDir, "assets"));
  await fs.writeFile(
    path.join(webDir, "index.html"),
    '<!doctype html><script type="module" src="/assets/app.js"></script>',
  );
  await fs.writeFile(path.join(webDir, "assets/app.js"), "console.log('oi')");
  await fs.writeFile(path.join(webDir, "landing.html"), "<!doctype html><title>Início</title>");
  serveWeb(t.app, webDir);
  owner = await signUpAndConfirm(t, "origem@example.com");
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

/** The CSP's directives by name. */
function csp(res: Response): Record<string, string> {
  const header = res.headers.get("content-security-policy") ?? "";
  return Object.fromEntries(
    header.split(";").map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

describe("security headers", () => {
  it.each([
    ["the API", "/api/openapi.json"],
    ["an API error", "/api/clientes"],
    ["index.html of a client-side route", "/licencas"],
    ["a static file", "/assets/app.js"],
  ])("come with %s", async (_what, url) => {
    const res = await t.app.request(url);
    const policy = csp(res);
    // No inline script, no framing, nothing from elsewhere.
    expect(policy["script-src"]).toBe("'self'");
    expect(policy["default-src"]).toBe("'self'");
    expect(policy["frame-ancestors"]).toBe("'none'");
    expect(policy["object-src"]).toBe("'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    // `no-referrer` would make browsers send `Origin: null` on the app's own writes.
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
  });

  it("give stored documents a policy without script that Chromium's PDF viewer can run under", async () => {
    const res = await t.app.request("/api/arquivos/abc?expires=1&signature=x");
    const policy = csp(res);
    expect(policy["default-src"]).toBe("'none'");
    expect(policy["script-src"]).toBeUndefined();
    expect(policy["object-src"]).toBe("'self'");
    expect(policy["frame-ancestors"]).toBe("'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

function signIn(headers: Record<string, string>, password = owner.password) {
  return t.app.request("/api/auth/sign-in", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email: owner.email, password }),
  });
}

describe("writes from another origin", () => {
  it.each([
    ["another site", { origin: "https://golpe.example" }],
    ["Origin: null", { origin: "null" }],
    ["another port of the same host", { origin: "http://localhost:4000" }],
    ["another scheme of the same host", { origin: "https://localhost:3000" }],
    ["a browser that sent no Origin but says cross-site", { "sec-fetch-site": "cross-site" }],
    ["a browser that sent no Origin but says same-site", { "sec-fetch-site": "same-site" }],
  ])("are refused with 403 for %s, sign-in included", async (_case, headers) => {
    const res = await signIn(headers);
    expect(res.status).toBe(403);
    expect(await readError(res)).toMatchObject({ code: "FORBIDDEN_ORIGIN", message: FOREIGN });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("are refused for every writing method, before the route looks at the request", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const res = await t.app.request("/api/clientes/qualquer", {
        method,
        headers: { origin: "https://golpe.example" },
      });
      expect(res.status, method).toBe(403);
    }
  });

  it.each([
    ["APP_URL's origin", { origin: APP_URL }],
    ["its loopback twin", { origin: "http://127.0.0.1:3000" }],
    ["a browser on the same origin", { "sec-fetch-site": "same-origin" }],
    ["a client that is no browser (no Origin, no Sec-Fetch-Site)", {}],
  ])("pass from %s", async (_case, headers) => {
    expect((await signIn(headers)).status).toBe(200);
  });

  it("let reads through whatever their origin", async () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      const res = await t.app.request("/api/openapi.json", { method, headers: { origin: "https://golpe.example" } });
      expect(res.status, method).not.toBe(403);
    }
  });
});
