// 'Automatizações': the company's lead times of the daily sweep's alerts. Its admin saves them,
// the others may only read them, and the sweep reads them through antecedenciasDaEmpresa.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type Client } from "../../test/test-app";
import { expectError, getJson } from "../../test/expect";
import type { TEmpresa } from "../../../shared/schemas/empresa";
import { ANTECEDENCIA_INVALIDA, ANTECEDENCIAS_REPETIDAS, ANTECEDENCIAS_VAZIAS } from "../../../shared/schemas/alertas";
import { configuracoesRow, equipesAlfaEBeta } from "./empresas.fixture";
import { antecedenciasDaEmpresa } from "./antecedencias";

const SO_ADMIN = "Apenas administradores da empresa podem alterar as configurações.";

let t: TestApp;
let ana: Client; // admin of Alfa
let gil: Client; // manager of Alfa
let ugo: Client; // plain user of Alfa
let bia: Client; // admin of Beta
let alfaId: string;
let betaId: string;

const salvar = (client: Client, body: unknown) => client.patch("/api/empresa/automatizacoes", body);
const row = (companyId: string) => configuracoesRow(t, companyId);

beforeAll(async () => {
  t = await createTestApp();
  ({ ana, gil, ugo, bia, alfaId, betaId } = await equipesAlfaEBeta(t));
});
afterAll(() => t.close());

describe("antecedenciasDaEmpresa", () => {
  it.each([
    ["no settings row", undefined, [180, 120, 90, 60, 30, 0], [30, 7, 1, 0]],
    [
      "both lists NULL",
      { antecedenciasLicenca: null, antecedenciasPrazo: null },
      [180, 120, 90, 60, 30, 0],
      [30, 7, 1, 0],
    ],
    [
      "chosen lists, unordered",
      { antecedenciasLicenca: [30, 365, 120], antecedenciasPrazo: [0, 15] },
      [365, 120, 30],
      [15, 0],
    ],
    [
      "a licence list without the legal deadline",
      { antecedenciasLicenca: [60], antecedenciasPrazo: [3] },
      [120, 60],
      [3],
    ],
  ])("gives the sweep its lead times for %s", (_caso, linha, licenca, prazo) => {
    expect(antecedenciasDaEmpresa(linha)).toEqual({ licenca, prazo });
  });
});

describe("PATCH /api/empresa/automatizacoes", () => {
  it("shows every user the default lead times before any save", async () => {
    const empresa = await getJson<TEmpresa>(ugo, "/api/empresa");
    expect(empresa).toMatchObject({
      antecedenciasLicenca: [180, 120, 90, 60, 30, 0],
      antecedenciasPrazo: [30, 7, 1, 0],
    });
  });

  it("lets the admin save the lead times, kept largest first and always with the legal 120 days", async () => {
    const res = await salvar(ana, { antecedenciasLicenca: [15, 365, 45], antecedenciasPrazo: [2, 14, 0] });
    expect(res.status, await res.clone().text()).toBe(200);
    const empresa = (await res.json()) as TEmpresa;
    expect(empresa.antecedenciasLicenca).toEqual([365, 120, 45, 15]);
    expect(empresa.antecedenciasPrazo).toEqual([14, 2, 0]);
    expect(await row(alfaId)).toMatchObject({
      antecedenciasLicenca: [365, 120, 45, 15],
      antecedenciasPrazo: [14, 2, 0],
    });
    expect((await getJson<TEmpresa>(ugo, "/api/empresa")).antecedenciasPrazo).toEqual([14, 2, 0]);
  });

  it("stores the defaults as NULL, so 'Restaurar padrão' follows the defaults from then on", async () => {
    const res = await salvar(ana, { antecedenciasLicenca: [0, 30, 60, 90, 180], antecedenciasPrazo: [30, 7, 1, 0] });
    expect(res.status).toBe(200);
    expect(await row(alfaId)).toMatchObject({ antecedenciasLicenca: null, antecedenciasPrazo: null });
    expect((await res.json()) as TEmpresa).toMatchObject({ antecedenciasLicenca: [180, 120, 90, 60, 30, 0] });
  });

  it.each([
    ["a manager", () => gil],
    ["a plain user", () => ugo],
  ])("refuses %s with 403 and changes nothing", async (_quem, client) => {
    await expectError(await salvar(client(), { antecedenciasLicenca: [10], antecedenciasPrazo: [1] }), 403, SO_ADMIN);
    expect(await row(alfaId)).toMatchObject({ antecedenciasLicenca: null, antecedenciasPrazo: null });
  });

  it.each([
    [
      "a negative day",
      { antecedenciasLicenca: [-1], antecedenciasPrazo: [1] },
      "antecedenciasLicenca.0",
      ANTECEDENCIA_INVALIDA,
    ],
    [
      "more than two years",
      { antecedenciasLicenca: [120], antecedenciasPrazo: [731] },
      "antecedenciasPrazo.0",
      ANTECEDENCIA_INVALIDA,
    ],
    [
      "a fraction of a day",
      { antecedenciasLicenca: [120], antecedenciasPrazo: [1.5] },
      "antecedenciasPrazo.0",
      ANTECEDENCIA_INVALIDA,
    ],
    [
      "a repeated day",
      { antecedenciasLicenca: [120], antecedenciasPrazo: [7, 7] },
      "antecedenciasPrazo",
      ANTECEDENCIAS_REPETIDAS,
    ],
    [
      "an empty list",
      { antecedenciasLicenca: [120], antecedenciasPrazo: [] },
      "antecedenciasPrazo",
      ANTECEDENCIAS_VAZIAS,
    ],
    [
      "nine lead times",
      { antecedenciasLicenca: [120], antecedenciasPrazo: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
      "antecedenciasPrazo",
      undefined,
    ],
    [
      "eight for licences besides the legal deadline",
      { antecedenciasLicenca: [1, 2, 3, 4, 5, 6, 7, 8], antecedenciasPrazo: [1] },
      "antecedenciasLicenca",
      undefined,
    ],
    [
      "a text instead of a list",
      { antecedenciasLicenca: "30, 60", antecedenciasPrazo: [1] },
      "antecedenciasLicenca",
      undefined,
    ],
  ])("refuses %s with 400 naming the field, and keeps what was saved", async (_caso, body, field, message) => {
    const error = await expectError(await salvar(ana, body), 400);
    expect(error.fields).toHaveProperty([field]);
    if (message) expect(error.fields?.[field]).toBe(message);
    expect(await row(alfaId)).toMatchObject({ antecedenciasLicenca: null, antecedenciasPrazo: null });
  });

  it("changes only the caller's company: Beta's admin saving leaves Alfa's lead times alone", async () => {
    expect((await salvar(bia, { antecedenciasLicenca: [120], antecedenciasPrazo: [3] })).status).toBe(200);
    expect(await row(betaId)).toMatchObject({ antecedenciasLicenca: [120], antecedenciasPrazo: [3] });
    expect(await row(alfaId)).toMatchObject({ antecedenciasLicenca: null, antecedenciasPrazo: null });
  });
});
