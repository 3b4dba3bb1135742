import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../db/schema";
import { Client, createTestApp, signInAsSuperAdmin, signUpAndConfirm, type TestApp } from "../../test/test-app";
import { expectError, getJson } from "../../test/expect";
import { bigPdfBytes, gifBytes, jpgBytes, pdfBytes, pngBytes } from "../../test/files";
import { allFiles } from "../condicionantes/anexos.fixture";
import { completeCnpj } from "../../../shared/rules/documento";
import type { TEmpresa } from "../../../shared/schemas/empresa";
import type { TMe } from "../../../shared/rules/gate";
import { configuracoesRow, equipesAlfaEBeta } from "./empresas.fixture";
import { NO_COMPANY, NO_SESSION } from "../../test/duas-empresas";

const SO_ADMIN = "Apenas administradores da empresa podem alterar as configurações.";
const LOGO_TOO_LARGE = "O logo deve ter no máximo 2 MB.";
const LOGO_WRONG_TYPE = "Tipo de arquivo não permitido. Envie PNG, JPG, JPEG ou GIF.";

let t: TestApp;
let ana: Client; // admin of Alfa Ambiental
let gil: Client; // manager of Alfa
let ugo: Client; // plain user of Alfa
let bia: Client; // admin of Beta Consultoria
let pendente: Client;
let superAdmin: Client;
let alfaId: string;
let betaId: string;

const ALFA = {
  nome: "Alfa Ambiental",
  cnpj: "11.222.333/0001-81",
  email: "contato@alfa.example.com",
  site: "https://alfa.example.com",
  responsavel: "Ana Alfa",
  telefone1: "(49) 3322-4455",
  telefone2: "(49) 99988-7766",
  rg: "12.345.678-9",
  cep: "89600-000",
  estado: "SC",
  cidade: "Joaçaba",
  logradouro: "Rua Frei Rogério",
  complemento: "Sala 2",
  numero: "120",
  bairro: "Centro",
};

const put = (client: Client, body: unknown) => client.request("PUT", "/api/empresa", body);
const uploadLogo = (client: Client, name: string, bytes: Uint8Array) =>
  client.postFile("/api/empresa/logo", "arquivo", name, bytes);
const row = (companyId: string) => configuracoesRow(t, companyId);
const company = async (id: string) => (await t.database.db.select().from(companies).where(eq(companies.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp();
  ({ ana, gil, ugo, bia, alfaId, betaId } = await equipesAlfaEBeta(t));
  pendente = (await signUpAndConfirm(t, "pendente@example.com", "Paulo Pendente")).client;
  superAdmin = await signInAsSuperAdmin(t);
});
afterAll(() => t.close());

describe("GET /api/empresa", () => {
  it("answers the company's name and the defaults before any save: the switch on, no logo", async () => {
    const empresa = await getJson<TEmpresa>(ugo, "/api/empresa");
    expect(empresa).toMatchObject({
      nome: "Alfa Empresa",
      cnpj: null,
      email: null,
      cep: null,
      apenasAdminExcluiDocumentos: true,
      logoUrl: null,
      podeAlterar: false,
    });
    expect(await row(alfaId)).toBeUndefined();
    expect((await getJson<TEmpresa>(ana, "/api/empresa")).podeAlterar).toBe(true);
  });

  it("refuses without a session (401) and while pending (403)", async () => {
    await expectError(await new Client(t.app).get("/api/empresa"), 401, NO_SESSION);
    await expectError(await pendente.get("/api/empresa"), 403, NO_COMPANY);
  });
});

describe("PUT /api/empresa", () => {
  it("lets the company's admin save every field, stored without masks and read back", async () => {
    const res = await put(ana, ALFA);
    expect(res.status, await res.clone().text()).toBe(200);
    const empresa = await getJson<TEmpresa>(ugo, "/api/empresa");
    expect(empresa).toMatchObject({
      nome: "Alfa Ambiental",
      cnpj: "11222333000181",
      telefone1: "4933224455",
      telefone2: "49999887766",
      cep: "89600000",
      estado: "SC",
      cidade: "Joaçaba",
      bairro: "Centro",
    });
    expect((await company(alfaId)).name).toBe("Alfa Ambiental");
    expect((await company(betaId)).name).toBe("Beta Consultoria");
  });

  it("accepts the alphanumeric CNPJ, upper-cased", async () => {
    const cnpj = completeCnpj("12ABC34501DE");
    const res = await put(ana, { ...ALFA, cnpj: cnpj.toLowerCase() });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await company(alfaId)).cnpj).toBe(cnpj);
  });

  it("empties the optional fields when they come blank", async () => {
    const res = await put(ana, { nome: "Alfa Ambiental", email: "", cep: "", estado: "", telefone2: "" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: null, cep: null, estado: null, telefone2: null, cnpj: null });
    await put(ana, ALFA);
  });

  it.each([
    [{ nome: "  " }, "nome", "Nome da empresa é obrigatório."],
    [{ cnpj: "11.222.333/0001-82" }, "cnpj", "CNPJ inválido. Verifique os dígitos."],
    [{ cnpj: "529.982.247-25" }, "cnpj", "CNPJ inválido. Verifique os dígitos."],
    [{ email: "contato@" }, "email", "E-mail inválido"],
    [{ cep: "8960-000" }, "cep", "CEP inválido. Informe os 8 dígitos."],
    [{ estado: "XX" }, "estado", "Estado inválido"],
    [{ telefone1: "3322-4455" }, "telefone1", "Telefone inválido. Informe DDD e número."],
    [{ rg: "1".repeat(21) }, "rg", "RG deve ter no máximo 20 caracteres"],
  ])("refuses %o with 400 and the field's message, changing nothing", async (change, field, message) => {
    const antes = await row(alfaId);
    const error = await expectError(await put(ana, { ...ALFA, ...change }), 400);
    expect(error.fields?.[field]).toBe(message);
    expect(await row(alfaId)).toEqual(antes);
  });

  it("refuses a name or CNPJ that another company already has, with 409", async () => {
    await put(bia, { nome: "Beta Consultoria", cnpj: "11.444.777/0001-61" });
    await expectError(
      await put(ana, { ...ALFA, nome: "beta consultoria" }),
      409,
      "Já existe uma empresa com este nome.",
    );
    await expectError(
      await put(ana, { ...ALFA, cnpj: "11.444.777/0001-61" }),
      409,
      "CNPJ já cadastrado para outra empresa.",
    );
    expect((await company(alfaId)).cnpj).toBe("11222333000181");
  });

  it("refuses a manager and a plain user with 403, changing nothing", async () => {
    for (const client of [gil, ugo]) {
      await expectError(await put(client, { ...ALFA, nome: "Tomada" }), 403, SO_ADMIN);
    }
    expect((await company(alfaId)).name).toBe("Alfa Ambiental");
  });

  it("reaches only the caller's own company: Beta's admin saving changes Beta, never Alfa", async () => {
    const alfaAntes = await row(alfaId);
    const res = await put(bia, { nome: "Beta Consultoria", cidade: "Lages" });
    expect(res.status).toBe(200);
    expect((await row(betaId)).cidade).toBe("Lages");
    expect(await row(alfaId)).toEqual(alfaAntes);
    expect((await getJson<TEmpresa>(ana, "/api/empresa")).cidade).toBe("Joaçaba");
  });

  it("lets the super-administrator change the company they work in, and only it", async () => {
    const res = await put(superAdmin, { nome: "Gestão Central", cidade: "Florianópolis" });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ nome: "Gestão Central", podeAlterar: true });
    expect((await company(alfaId)).name).toBe("Alfa Ambiental");
  });
});

describe("PATCH /api/empresa/configuracoes", () => {
  it("lets the admin turn the switch off and on, and /api/me tells a plain user what follows", async () => {
    const me = () => getJson<TMe>(ugo, "/api/me");
    expect((await me()).empresa?.podeExcluirDocumentos).toBe(false);
    const off = await ana.patch("/api/empresa/configuracoes", { apenasAdminExcluiDocumentos: false });
    expect(off.status).toBe(200);
    expect((await off.json()).apenasAdminExcluiDocumentos).toBe(false);
    expect((await me()).empresa?.podeExcluirDocumentos).toBe(true);
    await ana.patch("/api/empresa/configuracoes", { apenasAdminExcluiDocumentos: true });
    expect((await me()).empresa?.podeExcluirDocumentos).toBe(false);
    expect((await getJson<TMe>(ana, "/api/me")).empresa?.podeExcluirDocumentos).toBe(true);
  });

  it("refuses a manager and a plain user with 403 and leaves the switch as it was", async () => {
    for (const client of [gil, ugo]) {
      await expectError(
        await client.patch("/api/empresa/configuracoes", { apenasAdminExcluiDocumentos: false }),
        403,
        SO_ADMIN,
      );
    }
    expect((await row(alfaId)).apenasAdminExcluiDocumentos).toBe(true);
  });

  it("refuses a value that is not true or false with 400", async () => {
    const error = await expectError(
      await ana.patch("/api/empresa/configuracoes", { apenasAdminExcluiDocumentos: "sim" }),
      400,
    );
    expect(error.fields?.apenasAdminExcluiDocumentos).toBe("Informe verdadeiro ou falso.");
  });

  it("changes only the caller's company: Beta's admin turning it off leaves Alfa's on", async () => {
    await bia.patch("/api/empresa/configuracoes", { apenasAdminExcluiDocumentos: false });
    expect((await row(betaId)).apenasAdminExcluiDocumentos).toBe(false);
    expect((await row(alfaId)).apenasAdminExcluiDocumentos).toBe(true);
  });
});

describe("the logo", () => {
  it("is stored by the admin, served to the company with its own type, and replaces the old file", async () => {
    const first = await uploadLogo(ana, "logo.png", pngBytes());
    expect(first.status, await first.clone().text()).toBe(200);
    const { logoUrl } = (await first.json()) as TEmpresa;
    expect(logoUrl).toMatch(/^\/api\/empresa\/logo\?v=/);
    const served = await ugo.get(logoUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes());
    expect((await getJson<TMe>(ugo, "/api/me")).empresa?.logoUrl).toBe(logoUrl);
    const primeiro = (await row(alfaId)).logoPath!;

    const second = await uploadLogo(ana, "marca.gif", gifBytes());
    expect(second.status).toBe(200);
    const depois = await row(alfaId);
    expect(depois.logoContentType).toBe("image/gif");
    expect(await allFiles(t)).not.toContain(primeiro);
    expect(await allFiles(t)).toContain(depois.logoPath);
    expect((await uploadLogo(ana, "foto.jpg", jpgBytes())).status).toBe(200);
  });

  it("is never served to another company: Beta without a logo gets 404", async () => {
    await expectError(await bia.get("/api/empresa/logo"), 404, "A empresa não tem logo.");
  });

  it("refuses a file over 2 MB with 413 and a text file renamed .png with 400, keeping the logo", async () => {
    const antes = await row(alfaId);
    const grande = new Uint8Array(2 * 1024 * 1024 + 1);
    grande.set(pngBytes());
    await expectError(await uploadLogo(ana, "grande.png", grande), 413, LOGO_TOO_LARGE);
    const texto = new TextEncoder().encode("não sou uma imagem");
    await expectError(await uploadLogo(ana, "texto.png", texto), 400, LOGO_WRONG_TYPE);
    await expectError(await uploadLogo(ana, "laudo.pdf", pdfBytes()), 400, LOGO_WRONG_TYPE);
    await expectError(await uploadLogo(ana, "enorme.png", bigPdfBytes(11 * 1024 * 1024)), 413);
    expect(await row(alfaId)).toEqual(antes);
  });

  it("refuses a manager and a plain user with 403, storing no file", async () => {
    const files = await allFiles(t);
    for (const client of [gil, ugo]) {
      await expectError(await uploadLogo(client, "logo.png", pngBytes()), 403, SO_ADMIN);
      await expectError(await client.delete("/api/empresa/logo"), 403, SO_ADMIN);
    }
    expect(await allFiles(t)).toEqual(files);
  });

  it("is removed by the admin: the file goes and the brand falls back to none", async () => {
    const key = (await row(alfaId)).logoPath!;
    const res = await ana.delete("/api/empresa/logo");
    expect(res.status).toBe(200);
    expect((await res.json()).logoUrl).toBeNull();
    expect(await allFiles(t)).not.toContain(key);
    await expectError(await ugo.get("/api/empresa/logo"), 404);
  });
});
