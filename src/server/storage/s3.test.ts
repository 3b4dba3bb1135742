// The S3 driver against a real S3-compatible server (s3rver, over HTTP on a free port, its
// objects in a temporary folder), never a mock. s3rver checks a presigned link's expiry but not
// its V4 signature, so the signature itself is checked against AWS's published example.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { AwsClient } from "aws4fetch";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, approveDirectly, createTestApp, signUpAndConfirm, type TestApp } from "../test/test-app";
import { expectError, getJson, postJson } from "../test/expect";
import { pdfBytes } from "../test/files";
import { licencaDocumentos } from "../db/schema";
import type { TCliente } from "../../shared/schemas/clientes";
import type { TEmpreendimentoDetalhe } from "../../shared/schemas/empreendimentos";
import type { TLicencaDetalhe, TLicencaDocumento } from "../../shared/schemas/licencas";
import { createS3Storage, presignGet, type TS3Storage } from "./s3";
import type { TS3Config } from "./s3-config";
import { sweepOrphans } from "./orphans";
import { newKey } from "./storage";

const DOC_NOT_FOUND = "Documento não encontrado.";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: S3rver;
let serverDir: string;
let endpoint: string;

const configFor = (bucket: string, overrides: Partial<TS3Config> = {}): TS3Config => ({
  endpoint,
  bucket,
  region: "us-east-1",
  accessKeyId: "S3RVER", // s3rver's built-in account
  secretAccessKey: "S3RVER",
  forcePathStyle: true,
  ...overrides,
});
const storageFor = (bucket: string, now?: () => Date) =>
  createS3Storage({ config: configFor(bucket), secret: "segredo-de-teste", now });

beforeAll(async () => {
  serverDir = await fs.mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: serverDir,
    configureBuckets: [
      { name: "documentos", configs: [] },
      { name: "aplicacao", configs: [] },
    ],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  await fs.rm(serverDir, { recursive: true, force: true });
});

/** All 256 byte values, then random ones: nothing may be read as text on the way. */
const binary = (size: number) => {
  const data = new Uint8Array(size);
  for (let i = 0; i < 256; i++) data[i] = i;
  data.set(crypto.randomBytes(size - 256), 256);
  return data;
};

describe("the S3 storage driver", () => {
  let storage: TS3Storage;
  beforeAll(() => {
    storage = storageFor("documentos");
  });

  it("stores, reads back and removes binary data under its key", async () => {
    const key = newKey("licencas/abc", "pdf");
    const data = binary(300_000);
    await storage.put(key, data);
    expect(new Uint8Array(await storage.get(key))).toEqual(data);
    await storage.remove(key);
    await expect(storage.get(key)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("rejects reading a key that was never stored, as the disk does a missing file", async () => {
    await expect(storage.get("licencas/abc/nao-existe.pdf")).rejects.toMatchObject({ code: "ENOENT", status: 404 });
  });

  it.each([["../fora.pdf"], ["licencas/../../fora.pdf"], ["/etc/passwd"], ["licencas//a.pdf"], [""]])(
    "refuses a key that is not a plain path: %j",
    async (key) => {
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    },
  );

  it("lists every object, page after page", async () => {
    const own = createS3Storage({ config: configFor("aplicacao"), secret: "x" }); // an empty bucket of its own
    const keys = ["a", "b", "c", "d", "e"].map((p) => `listagem/${p}.pdf`);
    for (const key of keys) await own.put(key, new Uint8Array([1]));
    const pages: string[][] = [];
    for await (const page of own.list(2)) pages.push(page.map((f) => f.key));
    expect(pages).toEqual([keys.slice(0, 2), keys.slice(2, 4), keys.slice(4)]);
    for (const key of keys) await own.remove(key);
  });

  it("answers the start-up check for a bucket it can reach, and says why it cannot otherwise", async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    await expect(storageFor("nao-existe").check()).rejects.toThrow(
      `Armazenamento S3: o bucket "nao-existe" em ${endpoint} não existe.`,
    );
    const wrongKey = createS3Storage({ config: configFor("documentos", { accessKeyId: "OUTRA" }), secret: "x" });
    await expect(wrongKey.check()).rejects.toThrow(/acesso negado .* confira a chave e o segredo/);
    const nobody = createS3Storage({
      config: configFor("documentos", { endpoint: "http://127.0.0.1:1" }),
      secret: "x",
    });
    await expect(nobody.check()).rejects.toThrow(/não foi possível conectar/);
  });
});

describe("the store's presigned links", () => {
  const file = { nome: "Relatório de Condicionantes ção.pdf", contentType: "application/pdf" };

  it("serve the bytes to plain fetch, with the file's name and type", async () => {
    const storage = storageFor("documentos");
    const key = newKey("licencas/links", "pdf");
    const data = binary(5_000);
    await storage.put(key, data);
    const url = await storage.directUrl(key, file, new Date(Date.now() + 3600_000));
    expect(url.startsWith(`${endpoint}/documentos/licencas/links/`)).toBe(true);
    expect(new URL(url).searchParams.get("X-Amz-Expires")).toBe("3600");

    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename*=UTF-8''${encodeURIComponent(file.nome)}`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(data);
  });

  it("stop working once their time is up", async () => {
    const storage = storageFor("documentos");
    const key = newKey("licencas/links", "pdf");
    await storage.put(key, pdfBytes());
    const shortLived = await storage.directUrl(key, file, new Date(Date.now() + 2000));
    expect((await fetch(shortLived)).status).toBe(200);
    await sleep(3000);
    const expired = await fetch(shortLived);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain("Request has expired");

    // Signed an hour and a minute ago, for an hour.
    const signedAt = new Date(Date.now() - 3660_000);
    const old = await storageFor("documentos", () => signedAt).directUrl(
      key,
      file,
      new Date(signedAt.getTime() + 3600_000),
    );
    expect(new URL(old).searchParams.get("X-Amz-Expires")).toBe("3600");
    expect((await fetch(old)).status).toBe(403);
  });

  it("carry the signature AWS documents for its example presigned GET", async () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html, "An example".
    const client = new AwsClient({
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      service: "s3",
      region: "us-east-1",
    });
    const url = await presignGet(
      client,
      new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      86400,
      new Date("2013-05-24T00:00:00Z"),
    );
    expect(new URL(url).searchParams.get("X-Amz-Signature")).toBe(
      "aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
  });
});

describe("the app with its documents on S3", () => {
  let t: TestApp;
  let storage: TS3Storage;
  let ana: Client;
  let licenca: TLicencaDetalhe;

  beforeAll(async () => {
    t = await createTestApp({
      storage: (secret) => {
        storage = createS3Storage({ config: configFor("aplicacao"), secret });
        return storage;
      },
    });
    const signedIn = await signUpAndConfirm(t, "ana@alfa.example.com", "Ana Alfa");
    await approveDirectly(t, signedIn.userId, "admin", "Alfa Ambiental");
    ana = signedIn.client;
    const cliente = await postJson<TCliente>(ana, "/api/clientes", { nome: "Cerâmica São José" });
    const obra = await postJson<TEmpreendimentoDetalhe>(ana, "/api/empreendimentos", {
      nome: "Forno Túnel",
      clienteId: cliente.id,
    });
    licenca = await postJson<TLicencaDetalhe>(ana, "/api/licencas", {
      clienteId: cliente.id,
      empreendimentoId: obra.id,
      tipo: "LO",
      numero: "LO-100/2026",
      orgao: "IMA",
      validadeDate: "2027-01-31",
    });
  });
  afterAll(() => t.close());

  const upload = async (name: string, bytes: Uint8Array) => {
    const res = await ana.postFile(`/api/licencas/${licenca.id}/documentos`, "arquivo", name, bytes);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as TLicencaDocumento;
  };
  const linkOf = (doc: TLicencaDocumento) =>
    getJson<{ url: string }>(ana, `/api/licencas/${licenca.id}/documentos/${doc.id}/link`);

  it("keeps an uploaded licence document in the bucket and hands its link over to the store", async () => {
    const bytes = pdfBytes("Licença de Operação nº 100");
    const doc = await upload("Licença LO 100.pdf", bytes);
    const { url } = await linkOf(doc);
    expect(url).toMatch(/^\/api\/arquivos\/[\w-]+\?expires=\d+&signature=[\w-]+$/);

    // A new tab: no session; the app checks the link and its row, then sends the browser on.
    const res = await new Client(t.app).get(url);
    expect(res.status).toBe(302);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const location = res.headers.get("location")!;
    expect(location.startsWith(`${endpoint}/aplicacao/licencas/${licenca.id}/`)).toBe(true);

    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent("Licença LO 100.pdf")}`,
    );
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it("removes the object with its document, and the old link stops at the app", async () => {
    const doc = await upload("para-excluir.pdf", pdfBytes("vai embora"));
    const { url } = await linkOf(doc);
    const location = (await new Client(t.app).get(url)).headers.get("location")!;
    const res = await ana.delete(`/api/licencas/${licenca.id}/documentos/${doc.id}`);
    expect(await res.json()).toMatchObject({ ok: true, arquivoRemovido: true });

    await expectError(await new Client(t.app).get(url), 404, DOC_NOT_FOUND);
    expect((await fetch(location)).status).toBe(404);
  });

  it("sweeps old objects no row names, and keeps young ones and every document's", async () => {
    const named = await upload("guardado.pdf", pdfBytes("tem linha"));
    const [{ namedKey }] = await t.database.db
      .select({ namedKey: licencaDocumentos.storagePath })
      .from(licencaDocumentos)
      .where(eq(licencaDocumentos.id, named.id));
    const orphan = newKey(`licencas/${licenca.id}`, "pdf");
    await storage.put(orphan, pdfBytes("órfão"));
    await sleep(1500);
    const young = newKey(`licencas/${licenca.id}`, "pdf");
    await storage.put(young, pdfBytes("recém-chegado"));

    // "Old" here is a second: the hour the app waits, shortened so the test need not wait it.
    const removed = await sweepOrphans({ db: t.database.db, target: storage, minAgeMs: 1000 });
    expect(removed).toEqual([orphan]);
    await expect(storage.get(orphan)).rejects.toMatchObject({ code: "ENOENT" });
    expect((await storage.get(young)).length).toBeGreaterThan(0);
    expect((await storage.get(namedKey)).length).toBeGreaterThan(0);
  });
});
