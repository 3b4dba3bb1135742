import { afterEach, describe, expect, it, vi } from "vitest";
import { startEarly, takeEarly } from "./early";

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("an answer asked before the screen's code arrives", () => {
  it("is taken by the screen once, so the screen asks the server once", async () => {
    const fetch = vi.fn(async () => answer({ contadores: 3 }));
    vi.stubGlobal("fetch", fetch);
    startEarly("/api/dashboard", 1_000);
    await expect(takeEarly("/api/dashboard", 2_000)).resolves.toEqual({ contadores: 3 });
    expect(takeEarly("/api/dashboard", 2_000)).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("is not taken when nobody asked for it, nor when it is over 30 s old", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer({})),
    );
    expect(takeEarly("/api/dashboard")).toBeUndefined();
    startEarly("/api/dashboard", 1_000);
    expect(takeEarly("/api/dashboard", 31_001)).toBeUndefined();
  });

  it("hands the screen the server's refusal, to show as its own", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer({ error: { message: "Sessão expirada" } }, 401)),
    );
    startEarly("/api/dashboard");
    await expect(takeEarly("/api/dashboard")).rejects.toMatchObject({ status: 401, message: "Sessão expirada" });
  });
});
