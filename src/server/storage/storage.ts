import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Where files live: the local disk below, or an S3-compatible object store (s3.ts). */
export interface Storage {
  put(key: string, data: Uint8Array): Promise<void>;
  /** The file's bytes; a missing file rejects with `code: "ENOENT"` whatever the driver. */
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /** A link anyone holding it may open until `expiresInSeconds` pass. */
  signedUrl(key: string, expiresInSeconds: number): { url: string; expiresAt: Date };
  /** The key a link grants, or null when the link is tampered with or expired. */
  verify(token: string, expires: number, signature: string): string | null;
  /**
   * Where the browser fetches a granted file from, when the store hands out links of its own
   * (S3: a presigned GET valid until `expiresAt`, naming the file and its type). Absent on the
   * local disk, whose files the app serves itself.
   */
  directUrl?(key: string, file: { nome: string; contentType: string }, expiresAt: Date): Promise<string>;
}

/** One stored file as a listing shows it: what the orphan sweep needs. */
export interface TListedFile {
  key: string;
  modifiedMs: number;
}

export const SIGNED_URL_SECONDS = 3600;

/** A key that no user input builds: `licencas/{licencaId}/{uuid}.{ext}`. */
export const newKey = (prefix: string, ext: string) => `${prefix}/${crypto.randomUUID()}.${ext}`;

/**
 * The app's own signed links, `/api/arquivos/{token}?expires=…&signature=…`, whatever the driver:
 * the link route checks the signature and that a live row still names the file, so a link stops
 * working as soon as its document is deleted or binned.
 */
export function createLinkSigner(opts: { secret: string; now?: () => Date }): Pick<Storage, "signedUrl" | "verify"> {
  const now = opts.now ?? (() => new Date());
  const sign = (key: string, expires: number) =>
    crypto.createHmac("sha256", opts.secret).update(`${key}\n${expires}`).digest("base64url");
  return {
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

export function createLocalStorage(opts: { root: string; secret: string; now?: () => Date }): Storage {
  const file = (key: string) => {
    const full = path.resolve(opts.root, key);
    if (!full.startsWith(path.resolve(opts.root) + path.sep)) throw new Error(`invalid storage key ${key}`);
    return full;
  };

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
    ...createLinkSigner(opts),
  };
}
