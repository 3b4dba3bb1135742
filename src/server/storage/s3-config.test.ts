import { describe, expect, it } from "vitest";
import { readConfig } from "../config";
import { readS3Config } from "./s3-config";

/** The message a refused environment stops the start with. */
function messageOf(env: NodeJS.ProcessEnv): string {
  try {
    readS3Config(env);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error("accepted");
}

const KEYS = { accessKeyId: "AKIAEXEMPLO", secretAccessKey: "se/gre+do" };

describe("choosing where documents are stored", () => {
  it("keeps them on the disk when no S3 variable is set", () => {
    expect(readS3Config({})).toBeUndefined();
    expect(readConfig({}).s3).toBeUndefined();
  });

  it("reads S3_URL: credentials, server, bucket and region, path-style for a local server", () => {
    expect(
      readS3Config({ S3_URL: "s3://AKIAEXEMPLO:se%2Fgre%2Bdo@minio.interno:9000/documentos?region=sa-east-1" }),
    ).toEqual({
      endpoint: "https://minio.interno:9000",
      bucket: "documentos",
      region: "sa-east-1",
      forcePathStyle: true,
      ...KEYS,
    });
    expect(readS3Config({ S3_URL: "http://AKIAEXEMPLO:se%2Fgre%2Bdo@127.0.0.1:4568/docs" })).toEqual({
      endpoint: "http://127.0.0.1:4568",
      bucket: "docs",
      region: "us-east-1",
      forcePathStyle: true,
      ...KEYS,
    });
  });

  it("addresses Amazon's own endpoints by bucket name, unless told otherwise", () => {
    const aws = "https://AKIAEXEMPLO:se%2Fgre%2Bdo@s3.sa-east-1.amazonaws.com/documentos?region=sa-east-1";
    expect(readS3Config({ S3_URL: aws })?.forcePathStyle).toBe(false);
    expect(readS3Config({ S3_URL: `${aws}&forcePathStyle=true` })?.forcePathStyle).toBe(true);
  });

  it("reads the usual S3_* variables, Amazon's endpoint for the region by default", () => {
    expect(
      readS3Config({
        S3_BUCKET: "documentos",
        S3_REGION: "sa-east-1",
        S3_ACCESS_KEY_ID: KEYS.accessKeyId,
        S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      }),
    ).toEqual({
      endpoint: "https://s3.sa-east-1.amazonaws.com",
      bucket: "documentos",
      region: "sa-east-1",
      forcePathStyle: false,
      ...KEYS,
    });
    expect(
      readS3Config({
        S3_ENDPOINT: "http://localhost:9000/",
        S3_BUCKET: "documentos",
        AWS_ACCESS_KEY_ID: KEYS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
        S3_FORCE_PATH_STYLE: "false",
      }),
    ).toEqual({
      endpoint: "http://localhost:9000",
      bucket: "documentos",
      region: "us-east-1",
      forcePathStyle: false,
      ...KEYS,
    });
  });

  const keys = { S3_ACCESS_KEY_ID: "a", S3_SECRET_ACCESS_KEY: "b" };
  it.each([
    [{ S3_URL: "minio:9000/docs" }, "S3_URL inválida: o esquema minio: não é aceito"],
    [{ S3_URL: "nada disso" }, "S3_URL inválida: não é um endereço"],
    [{ S3_URL: "ftp://a:b@host/docs" }, "S3_URL inválida: o esquema ftp: não é aceito"],
    [{ S3_URL: "s3://host:9000/docs" }, "S3_URL inválida: faltam a chave de acesso e o segredo"],
    [{ S3_URL: "s3://a:b@host:9000" }, "S3_URL inválida: o caminho deve ser só o nome do bucket"],
    [{ S3_URL: "s3://a:b@host:9000/docs/pasta" }, "S3_URL inválida: o caminho deve ser só o nome do bucket"],
    [{ S3_URL: "s3://a:b@host/docs?regiao=sa" }, "S3_URL inválida: o parâmetro regiao não é aceito"],
    [{ S3_URL: "s3://a:b@host/Docs" }, 'S3_URL: "Docs" não é um nome de bucket válido'],
    [{ S3_URL: "s3://a:b@host/docs?forcePathStyle=sim" }, 'forcePathStyle em S3_URL deve ser true ou false, não "sim"'],
    [{ S3_URL: "s3://a:b@host/docs", S3_BUCKET: "docs" }, "Use S3_URL ou S3_BUCKET/S3_ENDPOINT, não os dois."],
    [{ S3_ENDPOINT: "http://localhost:9000", ...keys }, "S3_BUCKET é obrigatório quando S3_ENDPOINT é usado."],
    [{ S3_BUCKET: "docs" }, "S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY são obrigatórios"],
    [{ S3_BUCKET: "docs", S3_ENDPOINT: "localhost:9000", ...keys }, "S3_ENDPOINT deve ser só o endereço do serviço"],
    [
      { S3_BUCKET: "docs", S3_ENDPOINT: "http://h:9000/docs", ...keys },
      "S3_ENDPOINT deve ser só o endereço do serviço",
    ],
    [{ S3_BUCKET: "docs", S3_FORCE_PATH_STYLE: "talvez", ...keys }, "S3_FORCE_PATH_STYLE deve ser true ou false"],
  ])("stops the start on %j, saying what is wrong", (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it("never repeats the secret in its messages", () => {
    const secret = "segredo-que-nao-pode-vazar";
    for (const env of [
      { S3_URL: `s3://chave:${secret}@host/Docs` },
      { S3_URL: `s3://chave:${secret}@host/docs/a` },
      {
        S3_BUCKET: "docs",
        S3_ENDPOINT: `http://chave:${secret}@host`,
        S3_ACCESS_KEY_ID: "a",
        S3_SECRET_ACCESS_KEY: "b",
      },
    ]) {
      expect(messageOf(env)).not.toContain(secret);
    }
  });
});
