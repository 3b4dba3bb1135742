import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testClock, type TestApp } from "../../test/test-app";
import { duasEmpresas, type TSignedIn } from "../../test/duas-empresas";
import { getJson, postJson } from "../../test/expect";
import { foldTotaisPorDia } from "../../db/por-dia";
import type { TCliente } from "../../../shared/schemas/clientes";
import type { TDashboard } from "../../../shared/schemas/dashboard";
import type { TEmpreendimentoDetalhe } from "../../../shared/schemas/empreendimentos";
import type { TLicenca, TLicencaDetalhe, TLicencaInput } from "../../../shared/schemas/licencas";
import type { TLixeiraItem } from "../../../shared/schemas/lixeira";
import type { TPageLimitada } from "../../../shared/schemas/paging";
import { addDays } from "../../../shared/rules/datas";
import { RENEWALS_SOON_DAYS } from "../../../shared/rules/dashboard";
import { LICENCA_STATUS, renovacaoAtendida, type TLicencaStatus } from "../../../shared/rules/licenca-status";

// Decision 039: the list's total by status and the dashboard's conformance read a per-day tally of
// the licences, kept by triggers. At every moment they must say what the status rule says of the
// licences themselves (licencaStatus, shown on each row of the list). "Today" is 9 March 2026.

const clock = testClock("2026-03-10T02:30:00Z");
const TODAY = "2026-03-09";

let t: TestApp;
let ana: TSignedIn; // Alfa
let bia: TSignedIn; // Beta
let cliente: TCliente;
let projeto: TEmpreendimentoDetalhe;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ({ ana, bia } = await duasEmpresas(t));
  cliente = await postJson<TCliente>(ana.client, "/api/clientes", { nome: "Cerâmica São José" });
  projeto = await postJson<TEmpreendimentoDetalhe>(ana.client, "/api/empreendimentos", {
    nome: "Forno Túnel",
    clienteId: cliente.id,
  });
}, 120_000);
afterAll(() => t.close());

let seq = 0;
const licenca = (overrides: Partial<TLicencaInput>) =>
  postJson<TLicencaDetalhe>(ana.client, "/api/licencas", {
    clienteId: cliente.id,
    empreendimentoId: projeto.id,
    tipo: "LO",
    numero: `LO-${++seq}`,
    orgao: "IMA",
    ...overrides,
  });

async function ok(res: Response) {
  expect(res.status, await res.clone().text()).toBe(200);
}

type TContas = { porStatus: Record<TLicencaStatus, number>; comValidade: number; validas: number; renovacoes: number };

/** What the licences themselves say: every row of the list, with the status the rule gives it. */
async function contadas(): Promise<TContas> {
  const { items } = await getJson<TPageLimitada<TLicenca>>(ana.client, "/api/licencas?pageSize=100");
  const porStatus = Object.fromEntries(LICENCA_STATUS.map((s) => [s, items.filter((l) => l.status === s).length]));
  const comValidade = items.filter((l) => l.validadeDate);
  const renovacoes = comValidade.filter(
    (l) =>
      l.validadeDate! >= TODAY &&
      l.validadeDate! <= addDays(TODAY, RENEWALS_SOON_DAYS) &&
      !renovacaoAtendida({ validade: l.validadeDate, emRenovacao: l.emRenovacao, protocolo: l.protocoloRenovacaoData }),
  );
  return {
    porStatus: porStatus as Record<TLicencaStatus, number>,
    comValidade: comValidade.length,
    validas: comValidade.filter((l) => l.status !== "vencida").length,
    renovacoes: renovacoes.length,
  };
}

/** What the list's totals and the dashboard answer, from the tally. */
async function doTally(): Promise<TContas> {
  const porStatus = {} as Record<TLicencaStatus, number>;
  for (const status of LICENCA_STATUS) {
    const page = await getJson<TPageLimitada<TLicenca>>(ana.client, `/api/licencas?status=${status}&pageSize=100`);
    expect(page.items).toHaveLength(page.total as number);
    porStatus[status] = page.total as number;
    // The same filter with a client's counts the licences over the SQL status rule instead.
    const porCliente = await getJson<TPageLimitada<TLicenca>>(
      ana.client,
      `/api/licencas?status=${status}&clienteId=${cliente.id}`,
    );
    expect(porCliente.total, status).toBe(page.total);
  }
  const { conformidade: c } = await getJson<TDashboard>(ana.client, "/api/dashboard");
  return {
    porStatus,
    comValidade: c.licencasComValidade,
    validas: c.licencasValidas,
    renovacoes: c.renovacoesProximas,
  };
}

/** The tally agrees with the licences before the compaction job folds it, and after. */
async function expectTallyRight() {
  const esperado = await contadas();
  expect(await doTally()).toEqual(esperado);
  await foldTotaisPorDia(t.database.db);
  expect(await doTally()).toEqual(esperado);
  return esperado;
}

let alerta: TLicencaDetalhe;
let emRenovacaoTardia: TLicencaDetalhe;

describe("the licences' tally follows every change a consultant makes", () => {
  it("counts new licences under each status, with and without an expiry", async () => {
    await licenca({ validadeDate: "2026-02-01" }); // vencida
    alerta = await licenca({ validadeDate: "2026-03-25" }); // alerta, renewal due within 30 days
    await licenca({ validadeDate: "2026-06-30" }); // alerta
    await licenca({ validadeDate: "2027-12-31" }); // vigente
    await licenca({}); // vigente, no expiry
    await licenca({ validadeDate: "2026-01-10", emRenovacao: true }); // em renovação, no filing date
    await licenca({ validadeDate: "2026-01-31", emRenovacao: true, protocoloRenovacaoData: "2025-09-01" }); // prorrogada
    await licenca({ validadeDate: "2026-02-01", emRenovacao: true, protocoloRenovacaoData: "2026-01-15" }); // vencida
    emRenovacaoTardia = await licenca({
      validadeDate: "2026-03-20",
      emRenovacao: true,
      protocoloRenovacaoData: "2026-03-01",
    }); // em renovação until its expiry, filed late: still a renewal due
    expect(await expectTallyRight()).toEqual({
      porStatus: { em_renovacao: 2, prorrogada: 1, vigente: 2, vencida: 2, alerta: 2 },
      comValidade: 8,
      validas: 6,
      renovacoes: 2,
    });
  });

  it("moves a licence when its expiry changes and when its renewal is filed", async () => {
    const res = await ana.client.patch(`/api/licencas/${alerta.id}`, {
      clienteId: cliente.id,
      empreendimentoId: projeto.id,
      tipo: "LO",
      numero: alerta.numero,
      orgao: "IMA",
      validadeDate: "2026-03-01",
    });
    await ok(res);
    expect((await expectTallyRight()).porStatus.vencida).toBe(3);
    await ok(await ana.client.patch(`/api/licencas/${alerta.id}/renovacao`, { emRenovacao: true }));
    const depois = await expectTallyRight();
    expect(depois.porStatus).toMatchObject({ vencida: 2, em_renovacao: 3 });
  });

  it("takes a licence away in the bin and gives it back on restore", async () => {
    const antes = await contadas();
    await ok(await ana.client.request("DELETE", `/api/licencas/${emRenovacaoTardia.id}`));
    const semEla = await expectTallyRight();
    expect(semEla.porStatus.em_renovacao).toBe(antes.porStatus.em_renovacao - 1);
    expect(semEla.renovacoes).toBe(antes.renovacoes - 1);
    const { items } = await getJson<{ items: TLixeiraItem[] }>(ana.client, "/api/lixeira");
    await ok(await ana.client.request("POST", `/api/lixeira/${items[0].id}/restaurar`));
    expect(await expectTallyRight()).toEqual(antes);
  });

  it("counts each company apart: Beta has none of Alfa's licences", async () => {
    const { conformidade } = await getJson<TDashboard>(bia.client, "/api/dashboard");
    expect(conformidade.licencasComValidade).toBe(0);
    const page = await getJson<TPageLimitada<TLicenca>>(bia.client, "/api/licencas?status=alerta");
    expect(page.total).toBe(0);
  });
});
