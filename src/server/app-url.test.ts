// The address of e-mail links in what the commands beside the server send (seed:demo, prazos):
// the server's own rule, and with the server stopped and nothing said, the address it last used.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandAppUrl, recordAppUrl } from "./bootstrap";
import { readConfig } from "./config";
import { createTestApp, type TestApp } from "./test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the address of e-mail links", () => {
  it("follows PORT when APP_URL is unset, as the server's does", async () => {
    expect(readConfig({ PORT: "3106" }).appUrl).toBe("http://localhost:3106");
    expect(await commandAppUrl(t.database.db, { PORT: "3106" })).toBe("http://localhost:3106");
  });

  it("takes APP_URL over PORT, without its trailing slash", async () => {
    const env = { APP_URL: "https://gestao.example.com.br/", PORT: "3106" };
    expect(await commandAppUrl(t.database.db, env)).toBe("https://gestao.example.com.br");
  });

  it("reads an empty PORT as unset: port 3000, not 0", () => {
    expect(readConfig({ PORT: "" }).appUrl).toBe("http://localhost:3000");
  });

  it("uses the address the server last started with when a command is told neither", async () => {
    expect(await commandAppUrl(t.database.db, {})).toBe("http://localhost:3000");
    await recordAppUrl(t.database.db, readConfig({ PORT: "3106" }).appUrl);
    expect(await commandAppUrl(t.database.db, {})).toBe("http://localhost:3106");
    await recordAppUrl(t.database.db, readConfig({ PORT: "3107" }).appUrl);
    expect(await commandAppUrl(t.database.db, {})).toBe("http://localhost:3107");
  });
});
