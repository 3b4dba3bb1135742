import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Where files live. The local-disk driver below; an object store would implement the same. */
export interface Storage {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** A link anyone holding it may open until `expiresInSeconds` pass. */
  signedUrl(key: string, expiresInSeconds: number): { url: string; expiresAt: Date };
  /** The key a link grants, or null when the link is tampered with or expired. */
  verify(token: string, expires: number, signature: string): string | null;
}

export const SIGNED_URL_SECONDS = 3600;

/** A key that no user input builds: `licencas/{licencaId}/{uuid}.{ext}`. */
export const newKey = (prefix: string, ext: string) => `${prefix}/${crypto.randomUUID()}.${ext}`;

export function createLocalStorage(opts: { root: string; secret: string; now?: () => Date }): Storage {
  const now = opts.now ?? (() => new Date());
  const file = (key: string) => {
    const full = path.resolve(opts.root, key);
    if (!full.startsWith(path.resolve(opts.root) + path.sep)) throw new Error(`invalid storage key ${key}`);
    return full;
  };
  const sign = (key: string, expires: number) =>
    crypto.createHmac("sha256", opts.secret).update(`${key}\n${expires}`).digest("base64url");

  return {
    async put(key, data) {
      await fs.mkdir(path.dirname(file(key)), { recursive: true });
      await fs.writeFile(file(key), data);
    },
    // async, so a bad key rejects like a missing file instead of throwing synchronously.
    async get(key) {
      return fs.readFile(file(key));
    },
    async remove(key) {
      await fs.rm(file(key));
    },
    signedUrl(key, expiresInSeconds) {
      const expires = Math.floor(now().getTime() / 1000) + expiresInSeconds;
      const token = Buffer.from(key).toString("base64url");
      return {
        url: `/api/arquivos/${token}?expires=${expires}&signature=${sign(key, expires)}`,
        expiresAt: new Date(expires * 1000),
      };
    },
    verify(token, expires, signature) {
      const key = Buffer.from(token, "base64url").toString();
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
      return expires * 1000 > now().getTime() ? key : null;
    },
  };
}
