import { AwsClient } from "aws4fetch";
import { createLinkSigner, type Storage, type TListedFile } from "./storage";
import type { TS3Config } from "./s3-config";

// The object-store driver: any S3-compatible service (AWS S3, MinIO, R2, s3rver in the tests…),
// spoken to with plain fetch and AWS Signature V4 (aws4fetch). Links stay the app's own
// (storage.ts); the link route answers them with a redirect to `directUrl`, a presigned GET.

export interface TS3Storage extends Storage {
  directUrl: NonNullable<Storage["directUrl"]>;
  /** Every object in the bucket, a page at a time (S3 gives at most 1,000). */
  list(pageSize?: number): AsyncIterable<TListedFile[]>;
  /** Resolves when the bucket answers to these credentials; else rejects saying why, in Portuguese. */
  check(): Promise<void>;
}

/** What the store answered when it refused; `code` is `ENOENT` for a missing object, as on the disk. */
export class S3Failure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
  }
}

/** The longest a presigned link may live on S3 (a week). */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const unescapeXml = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_m, e: string) =>
    e[0] === "#"
      ? String.fromCodePoint(e[1].toLowerCase() === "x" ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : XML_ENTITIES[e.toLowerCase()],
  );
/** The text of every `<tag>` in `xml` (S3's answers are flat enough for this). */
const tags = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((m) => unescapeXml(m[1]));

/**
 * `url` signed for a GET by anyone holding it, from `at` for `seconds` (1 s to a week): AWS
 * Signature V4 in the query string, the form S3 documents as "presigned URL".
 */
export async function presignGet(client: AwsClient, url: URL, seconds: number, at: Date): Promise<string> {
  const signed = new URL(url);
  signed.searchParams.set("X-Amz-Expires", String(Math.min(Math.max(seconds, 1), MAX_PRESIGN_SECONDS)));
  const datetime = at.toISOString().replace(/[:-]|\.\d{3}/g, "");
  return (await client.sign(signed.toString(), { method: "GET", aws: { signQuery: true, datetime } })).url;
}

export function createS3Storage(opts: { config: TS3Config; secret: string; now?: () => Date }): TS3Storage {
  const { config } = opts;
  const now = opts.now ?? (() => new Date());
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: "s3",
    region: config.region,
    retries: 2, // on 5xx and 429 only; the default 10 would hold a request for most of a minute
  });
  const origin = new URL(config.endpoint);
  const bucketUrl = config.forcePathStyle
    ? `${origin.origin}/${config.bucket}`
    : `${origin.protocol}//${config.bucket}.${origin.host}`;

  // A key is a path of plain segments: "..", "." or empty ones would be folded away by URL
  // parsing and reach another object than the one named.
  const objectUrl = (key: string) => {
    const segments = key.split("/");
    if (segments.some((s) => s === "" || s === "." || s === "..")) throw new Error(`invalid storage key ${key}`);
    return `${bucketUrl}/${segments.map(encodeURIComponent).join("/")}`;
  };

  async function failure(res: Response, what: string): Promise<S3Failure> {
    const s3Code = tags(await res.text().catch(() => ""), "Code")[0] ?? `HTTP_${res.status}`;
    return new S3Failure(`S3 ${what}: ${res.status} ${s3Code}`, res.status, s3Code === "NoSuchKey" ? "ENOENT" : s3Code);
  }

  async function send(method: string, url: string, body?: Uint8Array): Promise<Response> {
    // Uploads arrive in ArrayBuffers, never shared memory: the cast only narrows the type.
    const res = await client.fetch(url, { method, body: body as Uint8Array<ArrayBuffer> | undefined });
    if (!res.ok) throw await failure(res, `${method} ${url.slice(bucketUrl.length)}`);
    return res;
  }

  return {
    async put(key, data) {
      await (await send("PUT", objectUrl(key), data)).text();
    },
    async get(key) {
      return Buffer.from(await (await send("GET", objectUrl(key))).arrayBuffer());
    },
    // S3 answers a delete of a missing object as done: the object is gone either way.
    async remove(key) {
      await (await send("DELETE", objectUrl(key))).text();
    },
    ...createLinkSigner(opts),

    async directUrl(key, file, expiresAt) {
      const url = new URL(objectUrl(key));
      const seconds = Math.ceil((expiresAt.getTime() - now().getTime()) / 1000);
      // What the app's own route would send: the store answers with these headers.
      url.searchParams.set("response-content-type", file.contentType);
      url.searchParams.set("response-content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(file.nome)}`);
      url.searchParams.set("response-cache-control", "private, max-age=0");
      return presignGet(client, url, seconds, now());
    },

    // ListObjects (v1) paged by `marker`, the last key seen: every S3-compatible store speaks
    // it, and s3rver's v2 continuation tokens need DES, which Node's OpenSSL 3 no longer has.
    async *list(pageSize = 1000) {
      let marker: string | undefined;
      do {
        const url = new URL(bucketUrl);
        url.searchParams.set("max-keys", String(pageSize));
        if (marker) url.searchParams.set("marker", marker);
        const xml = await (await send("GET", url.toString())).text();
        const page = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map((m) => ({
          key: tags(m[1], "Key")[0],
          modifiedMs: Date.parse(tags(m[1], "LastModified")[0]),
        }));
        if (page.length) yield page;
        marker = tags(xml, "IsTruncated")[0] === "true" ? page.at(-1)?.key : undefined;
      } while (marker);
    },

    async check() {
      const where = `bucket "${config.bucket}" em ${config.endpoint}`;
      const res = await client.fetch(bucketUrl, { method: "HEAD" }).catch((err: unknown) => {
        throw new Error(`Armazenamento S3: não foi possível conectar ao ${where} (${String(err)}).`);
      });
      if (res.ok) return;
      if (res.status === 404) throw new Error(`Armazenamento S3: o ${where} não existe.`);
      if (res.status === 403)
        throw new Error(`Armazenamento S3: acesso negado ao ${where}; confira a chave e o segredo.`);
      throw new Error(`Armazenamento S3: o ${where} respondeu ${res.status}.`);
    },
  };
}
