import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licencas } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { duasEmpresas, type TSignedIn } from "../../test/duas-empresas";
import { expectError, postJson } from "../../test/expect";
import type { TCliente } from "../../../shared/schemas/clientes";
import type { TEmpreendimentoDetalhe } from "../../../shared/schemas/empreendimentos";
import { VALIDADE_ANTES_DA_EMISSAO, type TLicencaDetalhe, type TLicencaInput } from "../../../shared/schemas/licencas";

// A licence cannot expire before it is issued: on create, on an edit of both dates, and on an edit
// that sends one date alone (compared with the other one stored).

let t: TestApp;
let ana: TSignedIn;
let base: TLicencaInput;

beforeAll(async () => {
  t = await createTestApp();
  ({ ana } = await duasEmpresas(t));
  const cliente = await postJson<TCliente>(ana.client, "/api/clientes", { nome: "Olaria Três Irmãos" });
  const projeto = await postJson<TEmpreendimentoDetalhe>(ana.client, "/api/empreendimentos", {
    nome: "Forno Hoffmann",
    clienteId: cliente.id,
  });
  base = { clienteId: cliente.id, empreendimentoId: projeto.id, tipo: "LO", orgao: "IMA", numero: "" };
});
afterAll(() => t.close());

let seq = 0;
const nova = (emissaoDate: string, validadeDate: string) =>
  postJson<TLicencaDetalhe>(ana.client, "/api/licencas", { ...base, numero: `LO-${++seq}`, emissaoDate, validadeDate });

const datasGravadas = async (id: string) =>
  (
    await t.database.db
      .select({ emissaoDate: licencas.emissaoDate, validadeDate: licencas.validadeDate })
      .from(licencas)
      .where(eq(licencas.id, id))
  )[0];

/** 400 with the message under `campo`, and nothing else said. */
async function recusada(res: Response, campo: string) {
  const error = await expectError(res, 400, VALIDADE_ANTES_DA_EMISSAO);
  expect(error.fields).toEqual({ [campo]: VALIDADE_ANTES_DA_EMISSAO });
}

describe("a licence's validity against its emission", () => {
  it("refuses to create a licence that expires before it is issued, and accepts one that expires the same day", async () => {
    const res = await ana.client.post("/api/licencas", {
      ...base,
      numero: "LO-INVERTIDA",
      emissaoDate: "10/05/2026",
      validadeDate: "09/05/2026",
    });
    await recusada(res, "validadeDate");
    expect(await t.database.db.select().from(licencas).where(eq(licencas.numero, "LO-INVERTIDA"))).toEqual([]);
    expect(await nova("2026-05-10", "2026-05-10")).toMatchObject({ validadeDate: "2026-05-10" });
  });

  it("refuses an edit that swaps both dates", async () => {
    const l = await nova("2025-01-10", "2029-01-10");
    const res = await ana.client.patch(`/api/licencas/${l.id}`, {
      ...base,
      numero: l.numero,
      emissaoDate: "2029-01-10",
      validadeDate: "2025-01-10",
    });
    await recusada(res, "validadeDate");
    expect(await datasGravadas(l.id)).toEqual({ emissaoDate: "2025-01-10", validadeDate: "2029-01-10" });
  });

  it("compares a date sent alone with the other one stored, and keeps the one left out", async () => {
    const l = await nova("2025-01-10", "2029-01-10");
    const patch = (datas: Partial<TLicencaInput>) =>
      ana.client.patch(`/api/licencas/${l.id}`, { ...base, numero: l.numero, ...datas });
    await recusada(await patch({ validadeDate: "2024-12-31" }), "validadeDate");
    await recusada(await patch({ emissaoDate: "2029-01-11" }), "emissaoDate");
    expect(await datasGravadas(l.id)).toEqual({ emissaoDate: "2025-01-10", validadeDate: "2029-01-10" });

    expect((await patch({ validadeDate: "2033-01-10" })).status).toBe(200);
    expect(await datasGravadas(l.id)).toEqual({ emissaoDate: "2025-01-10", validadeDate: "2033-01-10" });
    // Clearing the emission leaves nothing to compare: any validity goes.
    expect((await patch({ emissaoDate: null })).status).toBe(200);
    expect((await patch({ validadeDate: "2020-01-01" })).status).toBe(200);
    expect(await datasGravadas(l.id)).toEqual({ emissaoDate: null, validadeDate: "2020-01-01" });
  });
});
