import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage, newKey, SIGNED_URL_SECONDS, type Storage } from "./storage";

let root: string;
let now: Date;
let storage: Storage;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "storage-"));
  now = new Date("2026-03-10T12:00:00Z");
  storage = createLocalStorage({ root, secret: "segredo-de-teste", now: () => now });
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

/** The token, expiry and signature of a signed URL. */
function partsOf(url: string) {
  const u = new URL(url, "http://localhost");
  return {
    token: u.pathname.split("/").pop()!,
    expires: Number(u.searchParams.get("expires")),
    signature: u.searchParams.get("signature")!,
  };
}

describe("the local-disk storage", () => {
  it("stores, reads and removes a file under its key, creating the folders", async () => {
    const key = newKey("licencas/abc", "pdf");
    const data = new Uint8Array(Buffer.from("%PDF-1.4 conteúdo"));
    await storage.put(key, data);
    expect(new Uint8Array(await fs.readFile(path.join(root, key)))).toEqual(data);
    expect(new Uint8Array(await storage.get(key))).toEqual(data);
    await storage.remove(key);
    await expect(fs.access(path.join(root, key))).rejects.toThrow();
  });

  it("fails to remove or read a file that is not there", async () => {
    await expect(storage.remove("licencas/abc/nao-existe.pdf")).rejects.toThrow();
    await expect(storage.get("licencas/abc/nao-existe.pdf")).rejects.toMatchObject({ code: "ENOENT" });
  });

  it.each([["../fora.pdf"], ["licencas/../../fora.pdf"], ["/etc/passwd"], [""]])(
    "refuses a key that leaves its folder: %j",
    async (key) => {
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    },
  );

  it("makes a new key for every file, from the prefix and extension only", () => {
    const a = newKey("licencas/123", "pdf");
    const b = newKey("licencas/123", "pdf");
    expect(a).toMatch(/^licencas\/123\/[0-9a-f-]{36}\.pdf$/);
    expect(a).not.toBe(b);
  });
});

describe("signed links", () => {
  const key = "licencas/abc/arquivo.pdf";

  it("grants the key until it expires", () => {
    const { url, expiresAt } = storage.signedUrl(key, SIGNED_URL_SECONDS);
    expect(SIGNED_URL_SECONDS).toBe(3600);
    expect(expiresAt.getTime()).toBe(now.getTime() + 3600 * 1000);
    expect(url).toMatch(/^\/api\/arquivos\/[\w-]+\?expires=\d+&signature=[\w-]+$/);
    const { token, expires, signature } = partsOf(url);
    expect(storage.verify(token, expires, signature)).toBe(key);
  });

  it("refuses the link from the instant it expires", () => {
    const start = now;
    const { token, expires, signature } = partsOf(storage.signedUrl(key, 3600).url);
    try {
      now = new Date(start.getTime() + 3599 * 1000);
      expect(storage.verify(token, expires, signature)).toBe(key);
      now = new Date(start.getTime() + 3600 * 1000);
      expect(storage.verify(token, expires, signature)).toBeNull();
      now = new Date(start.getTime() + 3601 * 1000);
      expect(storage.verify(token, expires, signature)).toBeNull();
    } finally {
      now = start;
    }
  });

  it("refuses a tampered signature, expiry or key", () => {
    const { token, expires, signature } = partsOf(storage.signedUrl(key, 3600).url);
    const other = partsOf(storage.signedUrl("licencas/abc/outro.pdf", 3600).url);
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    expect(storage.verify(token, expires, flipped)).toBeNull();
    expect(storage.verify(token, expires, "")).toBeNull();
    expect(storage.verify(token, expires, signature + "A")).toBeNull();
    expect(storage.verify(token, expires + 1, signature)).toBeNull();
    expect(storage.verify(token, Number.NaN, signature)).toBeNull();
    expect(storage.verify(other.token, expires, signature)).toBeNull();
  });

  it("refuses a link signed with another secret", () => {
    const elsewhere = createLocalStorage({ root, secret: "outro-segredo", now: () => now });
    const { token, expires, signature } = partsOf(elsewhere.signedUrl(key, 3600).url);
    expect(storage.verify(token, expires, signature)).toBeNull();
  });
});
