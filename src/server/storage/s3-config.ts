// Reads where the object store is from the environment: S3_URL, or the usual S3_* variables.
// A bad value stops the start with a message saying what is accepted (index.ts prints it).

export interface TS3Config {
  /** The store's origin, `https://host[:port]` (or `http://` for a local server), no path. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` when true, `bucket.endpoint/key` (virtual-hosted) when false. */
  forcePathStyle: boolean;
}

const URL_FORM = "s3://CHAVE:SEGREDO@servidor[:porta]/bucket?region=us-east-1";
const DEFAULT_REGION = "us-east-1";
// S3's own rule for bucket names (lower case, digits, dots, hyphens; 3 to 63).
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const urlError = (detail: string) =>
  new Error(
    `S3_URL inválida: ${detail}. Use ${URL_FORM} (https:// no lugar de s3:// dá no mesmo; http:// só para um servidor local).`,
  );

function readBool(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === "") return fallback;
  if (raw === "true" || raw === "1") return true;
  if (raw === "false" || raw === "0") return false;
  throw new Error(`${name} deve ser true ou false, não "${raw}".`);
}

function readBucket(name: string, raw: string): string {
  if (!BUCKET.test(raw)) {
    throw new Error(
      `${name}: "${raw}" não é um nome de bucket válido (3 a 63 letras minúsculas, números, pontos ou hífens).`,
    );
  }
  return raw;
}

/** Amazon's own endpoints want virtual-hosted addressing; other stores (MinIO, s3rver…) path-style. */
const isAmazon = (endpoint: string) => new URL(endpoint).hostname.endsWith(".amazonaws.com");

function fromUrl(raw: string): TS3Config {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw urlError("não é um endereço");
  }
  if (!["s3:", "https:", "http:"].includes(url.protocol)) throw urlError(`o esquema ${url.protocol} não é aceito`);
  if (!url.hostname) throw urlError("falta o servidor");
  if (!url.username || !url.password) throw urlError("faltam a chave de acesso e o segredo");
  const segments = url.pathname.split("/").filter(Boolean);
  if (segments.length !== 1) throw urlError("o caminho deve ser só o nome do bucket");
  for (const param of url.searchParams.keys()) {
    if (param !== "region" && param !== "forcePathStyle") throw urlError(`o parâmetro ${param} não é aceito`);
  }
  const endpoint = `${url.protocol === "http:" ? "http" : "https"}://${url.host}`;
  return {
    endpoint,
    bucket: readBucket("S3_URL", decodeURIComponent(segments[0])),
    region: url.searchParams.get("region") || DEFAULT_REGION,
    // Keys and secrets may hold '/' or '+': written percent-encoded in the URL.
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    forcePathStyle: readBool(
      "forcePathStyle em S3_URL",
      url.searchParams.get("forcePathStyle") ?? undefined,
      !isAmazon(endpoint),
    ),
  };
}

function fromVariables(env: NodeJS.ProcessEnv): TS3Config {
  const region = env.S3_REGION || env.AWS_REGION || DEFAULT_REGION;
  const accessKeyId = env.S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY;
  if (!env.S3_BUCKET) throw new Error("S3_BUCKET é obrigatório quando S3_ENDPOINT é usado.");
  if (!accessKeyId || !secretAccessKey) {
    throw new Error("S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY são obrigatórios para o armazenamento S3.");
  }
  let endpoint = `https://s3.${region}.amazonaws.com`;
  if (env.S3_ENDPOINT) {
    const url = URL.canParse(env.S3_ENDPOINT) ? new URL(env.S3_ENDPOINT) : null;
    if (!url || !["https:", "http:"].includes(url.protocol) || url.pathname !== "/" || url.search || url.username) {
      // Not echoed: it may hold credentials.
      throw new Error(
        "S3_ENDPOINT deve ser só o endereço do serviço, sem caminho nem credenciais, como https://s3.exemplo.com ou http://localhost:9000.",
      );
    }
    endpoint = url.origin;
  }
  return {
    endpoint,
    bucket: readBucket("S3_BUCKET", env.S3_BUCKET),
    region,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: readBool("S3_FORCE_PATH_STYLE", env.S3_FORCE_PATH_STYLE, !isAmazon(endpoint)),
  };
}

/** The object store to keep documents in, or undefined for the local disk (the default). */
export function readS3Config(env: NodeJS.ProcessEnv): TS3Config | undefined {
  if (env.S3_URL) {
    if (env.S3_BUCKET || env.S3_ENDPOINT) {
      throw new Error("Use S3_URL ou S3_BUCKET/S3_ENDPOINT, não os dois.");
    }
    return fromUrl(env.S3_URL);
  }
  if (env.S3_BUCKET || env.S3_ENDPOINT) return fromVariables(env);
  return undefined;
}
