// The reading side of the daily sweep's alerts: each user lists, counts and marks only their own
// copies; a colleague's and another company's stay out of reach (404) and unchanged.
// PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertaDestinatarios, alertas, profiles, userRoles } from "../../db/schema";
import { Client, createTestApp, signUpAndConfirm, testClock, type TestApp } from "../../test/test-app";
import { duasEmpresas, NO_SESSION, UNKNOWN_ID, type TSignedIn } from "../../test/duas-empresas";
import { expectError, getJson } from "../../test/expect";
import type { TMe } from "../../../shared/rules/gate";
import { NAO_LIDOS_TETO } from "../../../shared/rules/alertas";
import { ALERTA_NOT_FOUND, type TAlertas, type TAlertasNaoLidos } from "../../../shared/schemas/alertas";
import { novoAlerta } from "./alertas.fixture";

const NOW = "2026-05-04T12:00:00Z";
const clock = testClock(NOW);
let t: TestApp;
let ana: TSignedIn; // admin of Alfa
let caio: TSignedIn; // user of Alfa, Ana's colleague
let bia: TSignedIn; // admin of Beta
let alfaId: string;
let betaId: string;
const ids: Record<string, string> = {};

const dia = (d: number) => new Date(Date.UTC(2026, 4, d, 10)); // the sweep's run on 2026-05-d
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ({ ana, bia, alfaId, betaId } = await duasEmpresas(t));
  caio = await signUpAndConfirm(t, "caio@alfa.example.com", "Caio Alfa");
  await db().update(profiles).set({ companyId: alfaId }).where(eq(profiles.id, caio.userId));
  await db().insert(userRoles).values({ userId: caio.userId, role: "user" });

  const licencaId = crypto.randomUUID();
  // Monday: a licence 30 days ahead, to Ana (admin) and Caio (responsible).
  ids.licenca = await novoAlerta(
    db(),
    {
      companyId: alfaId,
      itemId: licencaId,
      prazo: "2026-06-01",
      marco: 30,
      titulo: "LO 123/2025",
      contexto: "Cerâmica Sol · Forno 2",
      criadoEm: dia(2),
    },
    [ana.userId, caio.userId],
  );
  // Tuesday: a condition due in 7 days (Ana) and an activity 8 days late (Caio only).
  ids.condicionante = await novoAlerta(
    db(),
    {
      companyId: alfaId,
      itemTipo: "condicionante",
      paiId: licencaId,
      prazo: "2026-05-10",
      marco: 7,
      titulo: "Laudo de ruído",
      criadoEm: dia(3),
    },
    [ana.userId],
  );
  ids.atividade = await novoAlerta(
    db(),
    {
      companyId: alfaId,
      itemTipo: "atividade",
      paiId: crypto.randomUUID(),
      prazo: "2026-04-25",
      marco: -8,
      titulo: "Sondagem",
      criadoEm: dia(3),
    },
    [caio.userId],
  );
  ids.beta = await novoAlerta(db(), { companyId: betaId, prazo: "2026-05-03", marco: 0, criadoEm: dia(3) }, [
    bia.userId,
  ]);
});
afterAll(() => t.close());

const listar = (client: Client, query = "") => getJson<TAlertas>(client, `/api/alertas${query}`);
const me = (client: Client) => getJson<TMe>(client, "/api/me");
const lidaEm = async (alertaId: string, userId: string) => {
  const [row] = await db()
    .select({ lidaEm: alertaDestinatarios.lidaEm })
    .from(alertaDestinatarios)
    .where(and(eq(alertaDestinatarios.alertaId, alertaId), eq(alertaDestinatarios.userId, userId)));
  return row?.lidaEm ?? null;
};

describe("GET /api/alertas", () => {
  it("lists the caller's own alerts, newest first, with the deadline in words, its urgency and the item's link", async () => {
    const page = await listar(ana.client);
    expect(page.total).toBe(2);
    expect(page.naoLidos).toBe(2);
    expect(page.items).toEqual([
      expect.objectContaining({
        id: ids.condicionante,
        itemTipo: "condicionante",
        titulo: "Laudo de ruído",
        prazo: "2026-05-10",
        marco: 7,
        texto: "Vence em 7 dias",
        urgencia: "semana",
        link: expect.stringMatching(/^\/licencas\?condicionantes=.+&condicionante=/),
        lida: false,
      }),
      expect.objectContaining({
        id: ids.licenca,
        itemTipo: "licenca",
        contexto: "Cerâmica Sol · Forno 2",
        texto: "Vence em 30 dias",
        urgencia: "mes",
        link: expect.stringMatching(/^\/licencas\?detalhes=/),
      }),
    ]);
  });

  it("shows a colleague only their own copies, and another company nothing of Alfa's", async () => {
    const deCaio = await listar(caio.client);
    expect(deCaio.items.map((a) => a.id)).toEqual([ids.atividade, ids.licenca]);
    expect(deCaio.items[0]).toMatchObject({ texto: "Atrasado há 8 dias", urgencia: "atrasado" });
    expect(deCaio.items[0].link).toMatch(/^\/relatorios\?empreendimento=/);
    const deBia = await listar(bia.client);
    expect(deBia.items.map((a) => a.id)).toEqual([ids.beta]);
    expect(deBia.items[0]).toMatchObject({ texto: "Vence hoje", urgencia: "hoje" });
  });

  it("tells the header's bell each user's unread count in GET /api/me", async () => {
    expect((await me(ana.client)).alertasNaoLidos).toBe(2);
    expect((await me(caio.client)).alertasNaoLidos).toBe(2);
    expect((await me(bia.client)).alertasNaoLidos).toBe(1);
  });

  it("pages in SQL and keeps the order from page to page", async () => {
    const { client, userId } = await signUpAndConfirm(t, "muitos@alfa.example.com", "Muitos Alertas");
    await db().update(profiles).set({ companyId: alfaId }).where(eq(profiles.id, userId));
    const criados: string[] = [];
    for (let i = 0; i < 25; i++) {
      criados.push(
        await novoAlerta(
          db(),
          { companyId: alfaId, prazo: "2026-09-01", marco: 120 + i, criadoEm: new Date(Date.UTC(2026, 3, 1 + i)) },
          [userId],
        ),
      );
    }
    const p1 = await listar(client, "?pageSize=10");
    const p3 = await listar(client, "?pageSize=10&page=3");
    expect(p1.total).toBe(25);
    expect(p1.items.map((a) => a.id)).toEqual(criados.slice(15).reverse());
    expect(p3.items.map((a) => a.id)).toEqual(criados.slice(0, 5).reverse());
  });

  it("counts the bell's unread alerts up to 100: 130 unread read as 100, while the list keeps its exact total", async () => {
    const { client, userId } = await signUpAndConfirm(t, "pilha@alfa.example.com", "Pilha de Alertas");
    await db().update(profiles).set({ companyId: alfaId }).where(eq(profiles.id, userId));
    await db().insert(userRoles).values({ userId, role: "user" });
    const novos = await db()
      .insert(alertas)
      .values(
        Array.from({ length: 130 }, (_, i) => ({
          companyId: alfaId,
          itemTipo: "licenca",
          itemId: crypto.randomUUID(),
          prazo: "2026-08-01",
          marco: 90,
          dia: "2026-05-01",
          titulo: `Licença nº ${i + 1}`,
        })),
      )
      .returning({ id: alertas.id });
    await db()
      .insert(alertaDestinatarios)
      .values(novos.map(({ id }) => ({ alertaId: id, companyId: alfaId, userId, emailPendente: false })));

    expect((await me(client)).alertasNaoLidos).toBe(NAO_LIDOS_TETO);
    const naoLidas = await listar(client, "?lidas=nao_lidas&pageSize=10");
    expect(naoLidas.total).toBe(130);
    expect(naoLidas.naoLidos).toBe(NAO_LIDOS_TETO);
    const res = await client.post(`/api/alertas/${novos[0].id}/lida`);
    expect((await res.json()) as TAlertasNaoLidos).toEqual({ naoLidos: NAO_LIDOS_TETO });
  });

  it("refuses an unknown filter or page size with 400 and says which", async () => {
    const filtro = await expectError(await ana.client.get("/api/alertas?lidas=talvez"), 400);
    expect(filtro.fields).toHaveProperty("lidas");
    const tamanho = await expectError(await ana.client.get("/api/alertas?pageSize=500"), 400);
    expect(tamanho.fields).toHaveProperty("pageSize");
  });

  it("answers 401 without a session", async () => {
    await expectError(await new Client(t.app).get("/api/alertas"), 401, NO_SESSION);
  });
});

describe("marking alerts read", () => {
  it("marks one of the caller's alerts read, for the caller only, and answers the new unread count", async () => {
    const res = await ana.client.post(`/api/alertas/${ids.licenca}/lida`);
    expect(res.status).toBe(200);
    expect((await res.json()) as TAlertasNaoLidos).toEqual({ naoLidos: 1 });
    expect((await lidaEm(ids.licenca, ana.userId))?.toISOString()).toBe(new Date(NOW).toISOString());
    expect(await lidaEm(ids.licenca, caio.userId)).toBeNull();
    const naoLidas = await listar(ana.client, "?lidas=nao_lidas");
    expect(naoLidas.items.map((a) => a.id)).toEqual([ids.condicionante]);
    expect((await listar(ana.client)).items.find((a) => a.id === ids.licenca)?.lida).toBe(true);
    expect((await me(ana.client)).alertasNaoLidos).toBe(1);
  });

  it("keeps the first reading time when an alert is marked read again", async () => {
    clock.advance(3600);
    const res = await ana.client.post(`/api/alertas/${ids.licenca}/lida`);
    expect(res.status).toBe(200);
    expect((await lidaEm(ids.licenca, ana.userId))?.toISOString()).toBe(new Date(NOW).toISOString());
  });

  it.each([
    ["a colleague's alert", () => ids.atividade],
    ["another company's alert", () => ids.beta],
    ["an id no alert has", () => UNKNOWN_ID],
    ["a malformed id", () => "nao-e-um-id"],
  ])("answers %s with 404 and changes nothing", async (_caso, id) => {
    await expectError(await ana.client.post(`/api/alertas/${id()}/lida`), 404, ALERTA_NOT_FOUND);
    expect(await lidaEm(ids.atividade, caio.userId)).toBeNull();
    expect(await lidaEm(ids.beta, bia.userId)).toBeNull();
  });

  it("marks all of the caller's alerts read and leaves colleagues' and other companies' unread", async () => {
    const res = await ana.client.post("/api/alertas/lidas");
    expect(res.status).toBe(200);
    expect((await res.json()) as TAlertasNaoLidos).toEqual({ naoLidos: 0 });
    expect((await listar(ana.client, "?lidas=nao_lidas")).total).toBe(0);
    expect((await me(caio.client)).alertasNaoLidos).toBe(2);
    expect((await me(bia.client)).alertasNaoLidos).toBe(1);
  });
});
