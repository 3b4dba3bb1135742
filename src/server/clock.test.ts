// One clock: every instant the API writes comes from AppDeps.clock, never from the process's
// or the database's own "now" (docs/decisions/010-test-suite-and-clock.md). The clock is set
// years away from the real time, so a write that bypasses it cannot pass by luck.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientes, companies, empreendimentos, licencas, profiles } from "./db/schema";
import {
  Client,
  approveDirectly,
  createTestApp,
  signInAsSuperAdmin,
  signUpAndConfirm,
  testClock,
  type TestApp,
} from "./test/test-app";
import { getJson, postJson } from "./test/expect";
import type { TDashboard } from "../shared/schemas/dashboard";
import { TODAY_HEADER } from "../shared/rules/datas";

const clock = testClock("2031-07-01T12:00:00.000Z");
let t: TestApp;
let ana: Awaited<ReturnType<typeof signUpAndConfirm>>;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ana = await signUpAndConfirm(t, "ana@relogio.com.br", "Ana Relógio");
  await approveDirectly(t, ana.userId, "admin", "Relógio Ambiental");
});
afterAll(() => t.close());

const row = async <T extends typeof clientes | typeof empreendimentos | typeof licencas>(table: T, id: string) => {
  const [found] = await t.database.db
    .select({ createdAt: table.createdAt, updatedAt: table.updatedAt })
    .from(table as typeof clientes)
    .where(eq(table.id, id));
  return found;
};

describe("the injected clock", () => {
  it("stamps creations and updates of clients, projects and licences, and the dashboard shows it", async () => {
    clock.set("2031-07-01T12:00:00.000Z");
    const cliente = await postJson<{ id: string }>(ana.client, "/api/clientes", { nome: "Cerâmica Relógio" });
    const projeto = await postJson<{ id: string }>(ana.client, "/api/empreendimentos", {
      nome: "Forno",
      clienteId: cliente.id,
    });
    const licenca = await postJson<{ id: string }>(ana.client, "/api/licencas", {
      clienteId: cliente.id,
      empreendimentoId: projeto.id,
      tipo: "LO",
      numero: "LO-1/2031",
      orgao: "IMA",
      emissaoDate: "",
      validadeDate: "",
    });
    const created = new Date("2031-07-01T12:00:00.000Z");
    for (const [table, id] of [
      [clientes, cliente.id],
      [empreendimentos, projeto.id],
      [licencas, licenca.id],
    ] as const) {
      expect(await row(table, id)).toEqual({ createdAt: created, updatedAt: created });
    }

    clock.set("2031-07-02T09:30:00.000Z");
    const updated = new Date("2031-07-02T09:30:00.000Z");
    expect((await ana.client.patch(`/api/clientes/${cliente.id}`, { nome: "Cerâmica Relógio 2" })).status).toBe(200);
    expect((await row(clientes, cliente.id)).updatedAt).toEqual(updated);
    const projetoBody = { nome: "Forno 2", clienteId: cliente.id };
    expect((await ana.client.patch(`/api/empreendimentos/${projeto.id}`, projetoBody)).status).toBe(200);
    expect((await row(empreendimentos, projeto.id)).updatedAt).toEqual(updated);
    expect((await ana.client.patch(`/api/licencas/${licenca.id}/renovacao`, { emRenovacao: true })).status).toBe(200);
    expect(await row(licencas, licenca.id)).toEqual({ createdAt: created, updatedAt: updated });

    clock.set("2031-07-03T15:45:00.000Z");
    const condicionante = await postJson<{ id: string }>(ana.client, "/api/condicionantes", {
      licencaId: licenca.id,
      descricao: "Laudo de ruído",
      status: "pendente",
    });
    clock.set("2031-07-04T18:10:00.000Z");
    const status = { status: "em_andamento", dataEntrega: "" };
    expect((await ana.client.patch(`/api/condicionantes/${condicionante.id}/status`, status)).status).toBe(200);

    const dashboard = await getJson<TDashboard>(ana.client, "/api/dashboard");
    expect(dashboard.atividades.map((a) => [a.id, a.data])).toEqual([
      [`condicionante:${condicionante.id}`, "2031-07-04T18:10:00.000Z"],
      [`licenca:${licenca.id}`, "2031-07-01T12:00:00.000Z"],
    ]);
  });

  it("names its São Paulo day in every API answer, for the browser to use", async () => {
    clock.set("2031-07-01T02:59:00.000Z"); // 23:59 of 30 June in São Paulo
    expect((await ana.client.get("/api/me")).headers.get(TODAY_HEADER)).toBe("2031-06-30");
    clock.set("2031-07-01T03:00:00.000Z");
    expect((await ana.client.get("/api/dashboard")).headers.get(TODAY_HEADER)).toBe("2031-07-01");
    expect((await new Client(t.app).get("/api/me")).headers.get(TODAY_HEADER)).toBe("2031-07-01"); // 401 too
  });

  it("stamps the super-administrator's new companies and approvals", async () => {
    clock.set("2031-08-01T10:00:00.000Z");
    const admin = await signInAsSuperAdmin(t);
    const company = await postJson<{ id: string; createdAt: string }>(admin, "/api/admin/companies", {
      name: "Empresa do Relógio",
      cnpj: "",
    });
    expect(company.createdAt).toBe("2031-08-01T10:00:00.000Z");
    const [stored] = await t.database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(stored.createdAt).toEqual(new Date("2031-08-01T10:00:00.000Z"));

    const bia = await signUpAndConfirm(t, "bia@relogio.com.br", "Bia Relógio");
    clock.set("2031-08-02T11:00:00.000Z");
    const approve = { companyId: company.id, role: "user" };
    expect((await admin.post(`/api/admin/pending-users/${bia.userId}/approve`, approve)).status).toBe(200);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, bia.userId));
    expect(profile.updatedAt).toEqual(new Date("2031-08-02T11:00:00.000Z"));
  });
});
