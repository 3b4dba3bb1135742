import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licencas, profiles } from "../../db/schema";
import {
  Client,
  approveDirectly,
  createTestApp,
  signInAsSuperAdmin,
  signUpAndConfirm,
  testClock,
  type TestApp,
} from "../../test/test-app";
import { expectError, getJson } from "../../test/expect";
import { linhas } from "../../test/linhas";
import { addDays } from "../../../shared/rules/datas";
import { RENEWAL_ALERT_DAYS } from "../../../shared/rules/licenca-status";
import { userRoles } from "../../db/schema";
import type { TPainel, TPainelNumeros } from "../../../shared/schemas/painel";
import { NO_COMPANY, NO_SESSION } from "../../test/duas-empresas";

const NO_ROLE = "Você não tem permissão para esta ação.";

// 02:30 UTC on 10 March is still 9 March in São Paulo (UTC-3): "today" is 2026-03-09.
const clock = testClock("2026-03-10T02:30:00Z");
const TODAY = "2026-03-09";
const day = (n: number) => addDays(TODAY, n);

type TSignedIn = Awaited<ReturnType<typeof signUpAndConfirm>>;
let t: TestApp;
let superAdmin: Client;
let ana: TSignedIn; // admin of Alfa Ambiental
let caio: TSignedIn; // manager of Alfa
let bia: TSignedIn; // admin of Beta Consultoria
let beto: TSignedIn; // user of Beta
let pendente: TSignedIn;

const db = () => t.database.db;
const { cliente, projeto, licenca, condicionante, entrega } = linhas(db);

async function joinCompany(user: TSignedIn, companyId: string, role: string) {
  await db().update(profiles).set({ companyId }).where(eq(profiles.id, user.userId));
  await db().insert(userRoles).values({ userId: user.userId, role });
}

const painel = (client: Client, query = "") => getJson<TPainel>(client, `/api/painel${query}`);
const nomes = (p: TPainel) => p.items.map((i) => i.empresa.nome);

const numeros = (n: Omit<TPainelNumeros, "licencasPorStatus"> & Partial<TPainelNumeros["licencasPorStatus"]>) => ({
  usuarios: n.usuarios,
  clientes: n.clientes,
  empreendimentos: n.empreendimentos,
  licencas: n.licencas,
  licencasPorStatus: {
    vigente: n.vigente ?? 0,
    alertaRenovacao: n.alertaRenovacao ?? 0,
    vencida: n.vencida ?? 0,
    emRenovacao: n.emRenovacao ?? 0,
  },
  condicionantesVencidas: n.condicionantesVencidas,
});

// Alfa: two active users (a third deactivated), one client (a second in the bin), one project,
// one licence of each status on its last day of that status (a fifth in the bin), and 3 overdue
// obligations (a condition, and two scheduled deliveries of a periodic one).
const ALFA = numeros({
  usuarios: 2,
  clientes: 1,
  empreendimentos: 1,
  licencas: 4,
  vigente: 1,
  alertaRenovacao: 1,
  vencida: 1,
  emRenovacao: 1,
  condicionantesVencidas: 3,
});
// Beta: two users, one client with two projects, two expired licences, one overdue condition;
// and two expired licences in renewal (decision 023): filed in time (valid, counted 'Em
// Renovação') and filed late (counted 'Vencida').
const BETA = numeros({
  usuarios: 2,
  clientes: 1,
  empreendimentos: 2,
  licencas: 4,
  vencida: 3,
  emRenovacao: 1,
  condicionantesVencidas: 1,
});
// The super-administrator's own company (bootstrap): the super-administrator and nothing else.
const PROPRIA = numeros({ usuarios: 1, clientes: 0, empreendimentos: 0, licencas: 0, condicionantesVencidas: 0 });

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  superAdmin = await signInAsSuperAdmin(t);
  ana = await signUpAndConfirm(t, "ana@alfa.example.com", "Ana Alfa");
  const alfa = (await approveDirectly(t, ana.userId, "admin", "Alfa Ambiental")).id;
  caio = await signUpAndConfirm(t, "caio@alfa.example.com", "Caio Alfa");
  await joinCompany(caio, alfa, "manager");
  const dora = await signUpAndConfirm(t, "dora@alfa.example.com", "Dora Alfa");
  await joinCompany(dora, alfa, "user");
  await db().update(profiles).set({ ativo: false }).where(eq(profiles.id, dora.userId));
  bia = await signUpAndConfirm(t, "bia@beta.example.com", "Bia Beta");
  const beta = (await approveDirectly(t, bia.userId, "admin", "Beta Consultoria")).id;
  beto = await signUpAndConfirm(t, "beto@beta.example.com", "Beto Beta");
  await joinCompany(beto, beta, "user");
  pendente = await signUpAndConfirm(t, "pendente@example.com", "Paulo Pendente");

  const c1 = await cliente(alfa, "Cliente Alfa");
  const vazio = await cliente(alfa, "Cliente Excluído");
  const p1 = await projeto(alfa, c1, "Fazenda Alfa");
  const vigente = await licenca(alfa, p1, day(RENEWAL_ALERT_DAYS + 1));
  await licenca(alfa, p1, day(RENEWAL_ALERT_DAYS));
  await licenca(alfa, p1, day(-1));
  await licenca(alfa, p1, day(-10), true);
  await condicionante(alfa, vigente, "pendente", day(-1));
  await condicionante(alfa, vigente, "concluida", day(-5)); // concluded: not owed
  await condicionante(alfa, vigente, "pendente", TODAY); // due today: not yet overdue
  const periodica = await condicionante(alfa, vigente, "em_andamento", day(100));
  await entrega(alfa, periodica, day(-30), "agendada");
  await entrega(alfa, periodica, day(-2), "agendada");
  await entrega(alfa, periodica, day(-60), "aprovada"); // delivered: not owed
  const binned = await licenca(alfa, p1, day(-3));
  await condicionante(alfa, binned, "pendente", day(-3));
  // Into the bin through the app, as a person does it: neither counts any more.
  expect((await ana.client.delete(`/api/licencas/${binned}`)).status).toBe(200);
  expect((await ana.client.delete(`/api/clientes/${vazio}`)).status).toBe(200);

  const c2 = await cliente(beta, "Cliente Beta");
  const p2 = await projeto(beta, c2, "Mina Beta");
  await projeto(beta, c2, "Porto Beta");
  const l2 = await licenca(beta, p2, day(-100));
  await licenca(beta, p2, day(-1));
  await condicionante(beta, l2, "atrasada", day(-20));
  const filed = async (protocolo: string) => {
    const id = await licenca(beta, p2, day(-1), true);
    await db().update(licencas).set({ protocoloRenovacaoData: protocolo }).where(eq(licencas.id, id));
  };
  await filed(day(-121)); // prorrogada
  await filed(day(-120)); // a day after the legal deadline: lapsed
});
afterAll(() => t.close());

describe("GET /api/painel as the super-administrator", () => {
  it("counts every company, the pending users, and each company's figures", async () => {
    const p = await painel(superAdmin);
    expect(p.empresas).toBe(3);
    expect(p.usuariosPendentes).toBe(1);
    expect(p.total).toBe(3);
    expect(nomes(p)).toEqual(["Alfa Ambiental", "Beta Consultoria", "EcoGestão Ambiental"]);
    expect(p.items[0]).toMatchObject(ALFA);
    expect(p.items[1]).toMatchObject(BETA);
    expect(p.items[2]).toMatchObject(PROPRIA);
  });

  it("sums the figures over every company for the counters and the totals", async () => {
    const p = await painel(superAdmin);
    expect(p.totais).toEqual(
      numeros({
        usuarios: 5,
        clientes: 2,
        empreendimentos: 3,
        licencas: 8,
        vigente: 1,
        alertaRenovacao: 1,
        vencida: 4,
        emRenovacao: 2,
        condicionantesVencidas: 4,
      }),
    );
  });

  it("pages the companies by name and keeps the totals on every page, even past the end", async () => {
    const first = await painel(superAdmin, "?pageSize=2");
    expect(nomes(first)).toEqual(["Alfa Ambiental", "Beta Consultoria"]);
    const second = await painel(superAdmin, "?pageSize=2&page=2");
    expect(nomes(second)).toEqual(["EcoGestão Ambiental"]);
    expect(second.total).toBe(3);
    const past = await painel(superAdmin, "?pageSize=2&page=5");
    expect(past.items).toEqual([]);
    expect(past.totais).toEqual(first.totais);
    expect(past.empresas).toBe(3);
  });

  it("searches companies by name without case or accents, the totals still over all of them", async () => {
    const p = await painel(superAdmin, "?q=ECOGESTAO");
    expect(nomes(p)).toEqual(["EcoGestão Ambiental"]);
    expect(p.total).toBe(1);
    expect(p.empresas).toBe(3);
    expect(p.totais.licencas).toBe(8);
  });
});

describe("GET /api/painel as a company admin", () => {
  it("shows only their own company, without the pending users", async () => {
    const p = await painel(ana.client);
    expect(p.empresas).toBe(1);
    expect(p.usuariosPendentes).toBeNull();
    expect(nomes(p)).toEqual(["Alfa Ambiental"]);
    expect(p.items[0]).toMatchObject(ALFA);
    expect(p.totais).toEqual(ALFA);
  });

  it("never finds another company by searching for it", async () => {
    const p = await painel(bia.client, "?q=alfa");
    expect(p.items).toEqual([]);
    expect(p.total).toBe(0);
    expect(p.totais).toEqual(BETA);
  });
});

describe("GET /api/painel refusals", () => {
  it("answers 401 without a session", async () => {
    await expectError(await new Client(t.app).get("/api/painel"), 401, NO_SESSION);
  });

  it("answers 403 to a user waiting for approval", async () => {
    await expectError(await pendente.client.get("/api/painel"), 403, NO_COMPANY);
  });

  it("answers 403 to a manager and to a plain user", async () => {
    await expectError(await caio.client.get("/api/painel"), 403, NO_ROLE);
    await expectError(await beto.client.get("/api/painel"), 403, NO_ROLE);
  });

  it("answers 400 with the message for a bad page size", async () => {
    await expectError(await ana.client.get("/api/painel?pageSize=0"), 400, "Tamanho de página inválido (de 1 a 100).");
  });
});
