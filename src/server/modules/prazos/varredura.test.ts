import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, countDistinct, eq, isNull, sql } from "drizzle-orm";
import {
  alertaDestinatarios,
  alertas,
  atividadesCronograma,
  condicionanteComprovacoes,
  condicionantes,
  licencas,
  profiles,
  userRoles,
  varreduras,
} from "../../db/schema";
import type { MailMessage } from "../../mail/mailer";
import { APP_URL, approveDirectly, createTestApp, signUpAndConfirm, type TestApp } from "../../test/test-app";
import { linhas } from "../../test/linhas";
import { addDays } from "../../../shared/rules/datas";
import { sweepDia, sweepPendentes, sweepPeriodo, type TVarreduraDeps } from "./varredura";

// A year walked day by day over a seeded set of licences, conditions and activities, as
// `npm run prazos -- --de 2026-01-01 --ate 2026-12-31` does, with people acting between days.

let t: TestApp;
let enviados: MailMessage[];
let deps: TVarreduraDeps;
const db = () => t.database.db;
const rows = linhas(db);

async function colega(companyId: string, email: string, nome: string, role = "user") {
  const { userId } = await signUpAndConfirm(t, email, nome);
  await db().update(profiles).set({ companyId }).where(eq(profiles.id, userId));
  await db().insert(userRoles).values({ userId, role });
  return userId;
}

/** Every alert of an item as (lead time, day fired), in firing order. */
async function disparos(itemId: string) {
  const r = await db()
    .select({ marco: alertas.marco, dia: alertas.dia, prazo: alertas.prazo })
    .from(alertas)
    .where(eq(alertas.itemId, itemId))
    .orderBy(alertas.dia, alertas.marco);
  return r.map((a) => `${a.marco}@${a.dia}`);
}

async function destinatarios(itemId: string) {
  const r = await db()
    .selectDistinct({ userId: alertaDestinatarios.userId })
    .from(alertaDestinatarios)
    .innerJoin(alertas, eq(alertas.id, alertaDestinatarios.alertaId))
    .where(eq(alertas.itemId, itemId));
  return r.map((x) => x.userId).sort();
}

const statusDe = async (id: string) =>
  (await db().select({ s: condicionantes.status }).from(condicionantes).where(eq(condicionantes.id, id)))[0].s;

describe("a year of daily sweeps", () => {
  let ana: string, caio: string, davi: string, eva: string, bia: string;
  let alfa: string, beta: string;
  let naoProtocolada: string, protocoladaNoPrazo: string, daBeta: string;
  let concluida: string, adiada: string, atividade: string;
  let periodica: string, entregaFeita: string, entregaEmAtraso: string;
  const statusPorDia = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    enviados = [];
    deps = { db: db(), mailer: { send: async (m) => void enviados.push(m) }, appUrl: APP_URL };
    const a = await signUpAndConfirm(t, "ana@alfa.example.com", "Ana Alfa");
    ana = a.userId;
    alfa = (await approveDirectly(t, ana, "admin", "Alfa Ambiental")).id;
    caio = await colega(alfa, "caio@alfa.example.com", "Caio");
    davi = await colega(alfa, "davi@alfa.example.com", "Davi");
    eva = await colega(alfa, "eva@alfa.example.com", "Eva Sem Itens");
    const b = await signUpAndConfirm(t, "bia@beta.example.com", "Bia Beta");
    bia = b.userId;
    beta = (await approveDirectly(t, bia, "admin", "Beta Consultoria")).id;

    const projetoAlfa = await rows.projeto(alfa, await rows.cliente(alfa, "Cliente Alfa"), "Fábrica Alfa");
    const projetoBeta = await rows.projeto(beta, await rows.cliente(beta, "Cliente Beta"), "Porto Beta");
    naoProtocolada = await rows.licenca(alfa, projetoAlfa, "2026-09-30");
    protocoladaNoPrazo = await rows.licenca(alfa, projetoAlfa, "2026-10-31");
    daBeta = await rows.licenca(beta, projetoBeta, "2026-07-01");
    await db().update(licencas).set({ responsavelId: caio }).where(eq(licencas.id, naoProtocolada));
    await db().update(licencas).set({ responsavelId: davi }).where(eq(licencas.id, protocoladaNoPrazo));
    concluida = await rows.condicionante(alfa, naoProtocolada, "pendente", "2026-03-10");
    await db().update(condicionantes).set({ responsavelId: caio }).where(eq(condicionantes.id, concluida));
    adiada = await rows.condicionante(alfa, naoProtocolada, "em_andamento", "2026-06-30");
    const [a1] = await db()
      .insert(atividadesCronograma)
      .values({
        companyId: alfa,
        empreendimentoId: projetoAlfa,
        titulo: "Campanha de ruído",
        dataPrazo: "2026-04-15",
        responsavelId: davi,
      })
      .returning();
    atividade = a1.id;
    // A periodic condition's two scheduled deliveries: one made two days early, one never made.
    periodica = await rows.condicionante(alfa, naoProtocolada, "em_andamento", "2026-12-31");
    await db().update(condicionantes).set({ responsavelId: davi }).where(eq(condicionantes.id, periodica));
    const entrega = async (dataEntrega: string) =>
      (
        await db()
          .insert(condicionanteComprovacoes)
          .values({ companyId: alfa, condicionanteId: periodica, dataEntrega, statusComprovacao: "agendada" })
          .returning()
      )[0].id;
    entregaFeita = await entrega("2026-02-20");
    entregaEmAtraso = await entrega("2026-07-15");

    // The walk, one day at a time, reading the moved condition's status after each day's sweep.
    const dia = async (de: string, ate: string) => {
      for (let d = de; d <= ate; d = addDays(d, 1)) {
        await sweepPeriodo(deps, d, d);
        statusPorDia.set(d, await statusDe(adiada));
      }
    };
    await dia("2026-01-01", "2026-02-17");
    // 18/02, before that day's sweep: the first delivery is made.
    await db()
      .update(condicionanteComprovacoes)
      .set({ statusComprovacao: "aprovada" })
      .where(eq(condicionanteComprovacoes.id, entregaFeita));
    await dia("2026-02-18", "2026-03-24");
    // 25/03, before that day's sweep: the condition is concluded.
    await db()
      .update(condicionantes)
      .set({ status: "concluida", dataEntrega: "2026-03-25" })
      .where(eq(condicionantes.id, concluida));
    await dia("2026-03-25", "2026-04-13");
    await db().update(atividadesCronograma).set({ status: "concluida" }).where(eq(atividadesCronograma.id, atividade));
    await dia("2026-04-14", "2026-05-14");
    // Filed for renewal on 15/05, within the legal deadline (31/10 − 120 days = 03/07).
    await db()
      .update(licencas)
      .set({ emRenovacao: true, protocoloRenovacaoData: "2026-05-15", protocoloRenovacaoNumero: "P-1" })
      .where(eq(licencas.id, protocoladaNoPrazo));
    await dia("2026-05-15", "2026-06-24");
    // The agency extends the condition's deadline to 31/08 on 25/06.
    await db().update(condicionantes).set({ dataPrazo: "2026-08-31" }).where(eq(condicionantes.id, adiada));
    await dia("2026-06-25", "2026-10-09");
    // Overdue since 01/09; on 10/10 the deadline moves again, to 30/11.
    await db().update(condicionantes).set({ dataPrazo: "2026-11-30" }).where(eq(condicionantes.id, adiada));
    await dia("2026-10-10", "2026-12-31");
  }, 120_000);

  afterAll(async () => {
    await t.close();
  });

  it("alerts a licence never filed at 180, 120, 90, 60 and 30 days and on the day, and never after it expired", async () => {
    expect(await disparos(naoProtocolada)).toEqual([
      "180@2026-04-03",
      "120@2026-06-02",
      "90@2026-07-02",
      "60@2026-08-01",
      "30@2026-08-31",
      "0@2026-09-30",
    ]);
  });

  it("stops alerting a licence once its renewal is filed in time", async () => {
    expect(await disparos(protocoladaNoPrazo)).toEqual(["180@2026-05-04"]);
  });

  it("alerts a condition 30, 7 and 1 days before, on the day and weekly when overdue, until it is concluded", async () => {
    expect(await disparos(concluida)).toEqual([
      "30@2026-02-08",
      "7@2026-03-03",
      "1@2026-03-09",
      "0@2026-03-10",
      "-1@2026-03-11",
      "-8@2026-03-18",
    ]);
  });

  it("alerts each scheduled delivery of a periodic condition on its own date, until it is made", async () => {
    expect(await disparos(entregaFeita)).toEqual(["30@2026-01-21", "7@2026-02-13"]);
    const emAtraso = await disparos(entregaEmAtraso);
    expect(emAtraso.slice(0, 6)).toEqual([
      "30@2026-06-15",
      "7@2026-07-08",
      "1@2026-07-14",
      "0@2026-07-15",
      "-1@2026-07-16",
      "-8@2026-07-23",
    ]);
    expect(emAtraso).toContain("-169@2026-12-31");
    expect(await destinatarios(entregaEmAtraso)).toEqual([ana, davi].sort());
    const doDia = enviados.find(
      (m) => m.to === "davi@alfa.example.com" && m.subject.startsWith("Prazos de 15/07/2026"),
    )!;
    expect(doDia.text).toContain(
      `${APP_URL}/licencas?condicionantes=${naoProtocolada}&condicionante=${periodica}&entrega=${entregaEmAtraso}`,
    );
  });

  it("stops alerting an activity once it is concluded", async () => {
    expect(await disparos(atividade)).toEqual(["30@2026-03-16", "7@2026-04-08"]);
  });

  it("re-arms the alerts of a deadline that moved, and fires each (deadline, lead time) once", async () => {
    const todos = await disparos(adiada);
    expect(todos.slice(0, 8)).toEqual([
      "30@2026-05-31",
      "7@2026-06-23",
      "30@2026-08-01",
      "7@2026-08-24",
      "1@2026-08-30",
      "0@2026-08-31",
      "-1@2026-09-01",
      "-8@2026-09-08",
    ]);
    expect(todos).toContain("30@2026-10-31");
    expect(todos).toContain("-1@2026-12-01");
    expect(todos).toContain("-29@2026-12-29");
    const [{ n, distintos }] = await db()
      .select({ n: count(), distintos: countDistinct(sql`(${alertas.itemId}, ${alertas.prazo}, ${alertas.marco})`) })
      .from(alertas);
    expect(n).toBe(distintos);
  });

  it("marks a condition 'atrasada' the day after its deadline and gives its status back when the deadline moves", () => {
    expect(statusPorDia.get("2026-08-31")).toBe("em_andamento");
    expect(statusPorDia.get("2026-09-01")).toBe("atrasada");
    expect(statusPorDia.get("2026-10-09")).toBe("atrasada");
    expect(statusPorDia.get("2026-10-10")).toBe("em_andamento");
    expect(statusPorDia.get("2026-11-30")).toBe("em_andamento");
    expect(statusPorDia.get("2026-12-01")).toBe("atrasada");
  });

  it("sends each alert to the item's responsible person and the company's admins, and no one else", async () => {
    expect(await destinatarios(naoProtocolada)).toEqual([ana, caio].sort());
    expect(await destinatarios(concluida)).toEqual([ana, caio].sort());
    expect(await destinatarios(atividade)).toEqual([ana, davi].sort());
    expect(await destinatarios(adiada)).toEqual([ana]);
    expect(await destinatarios(daBeta)).toEqual([bia]);
    const daEva = await db().select().from(alertaDestinatarios).where(eq(alertaDestinatarios.userId, eva));
    expect(daEva).toHaveLength(0);
  });

  it("leaves one unread alert per item and person: a newer one marks the older ones read", async () => {
    const naoLidas = (userId: string) =>
      and(eq(alertaDestinatarios.userId, userId), isNull(alertaDestinatarios.lidaEm));
    const naoLidos = await db()
      .select({ item: alertas.itemId, n: count() })
      .from(alertaDestinatarios)
      .innerJoin(alertas, eq(alertas.id, alertaDestinatarios.alertaId))
      .where(naoLidas(ana))
      .groupBy(alertas.itemId);
    expect(naoLidos.length).toBeGreaterThan(3);
    expect(naoLidos.every((r) => r.n === 1)).toBe(true);
    const [ultimo] = await db()
      .select({ marco: alertas.marco })
      .from(alertaDestinatarios)
      .innerJoin(alertas, eq(alertas.id, alertaDestinatarios.alertaId))
      .where(and(naoLidas(caio), eq(alertas.itemId, naoProtocolada)));
    expect(ultimo.marco).toBe(0);
  });

  it("mails one digest per person per day with alerts, listing that day's alerts", async () => {
    const dias = async (userId: string) =>
      (
        await db()
          .select({ n: countDistinct(alertas.dia) })
          .from(alertas)
          .innerJoin(alertaDestinatarios, eq(alertaDestinatarios.alertaId, alertas.id))
          .where(eq(alertaDestinatarios.userId, userId))
      )[0].n;
    const para = (email: string) => enviados.filter((m) => m.to === email);
    expect(para("caio@alfa.example.com")).toHaveLength(await dias(caio));
    expect(para("ana@alfa.example.com")).toHaveLength(await dias(ana));
    expect(para("eva@alfa.example.com")).toHaveLength(0);
    const doDia = para("caio@alfa.example.com").find((m) => m.subject.startsWith("Prazos de 10/03/2026"))!;
    expect(doDia.text).toContain("VENCEM HOJE");
    expect(doDia.text).toContain("prazo 10/03/2026. Vence hoje.");
    expect(doDia.text).toContain(`${APP_URL}/licencas?condicionantes=${naoProtocolada}&condicionante=${concluida}`);
    expect(doDia.html).toContain(
      `href="${APP_URL}/licencas?condicionantes=${naoProtocolada}&#38;condicionante=${concluida}"`,
    );
    const pendentes = await db().select().from(alertaDestinatarios).where(eq(alertaDestinatarios.emailPendente, true));
    expect(pendentes).toHaveLength(0);
  });

  it("adds nothing when a day is swept again", async () => {
    const antes = enviados.length;
    const n = await db().$count(alertas);
    const r = await sweepDia(deps, "2026-09-30");
    expect(r.alertas).toBe(0);
    expect(r.emails).toBe(0);
    expect(await db().$count(alertas)).toBe(n);
    expect(enviados.length).toBe(antes);
  });

  it("records every day it swept", async () => {
    const n = await db().$count(varreduras);
    expect(n).toBe(365);
    const [dia] = await db().select().from(varreduras).where(eq(varreduras.dia, "2026-09-30"));
    expect(dia.alertas).toBeGreaterThan(0);
  });
});

describe("catching up after downtime", () => {
  let c: TestApp;
  let mails: MailMessage[];
  beforeAll(async () => {
    c = await createTestApp();
  });
  afterAll(async () => {
    await c.close();
  });

  it("sweeps the three missed days in order, and nothing more when run again", async () => {
    mails = [];
    const d: TVarreduraDeps = { db: c.database.db, mailer: { send: async (m) => void mails.push(m) }, appUrl: APP_URL };
    const { userId } = await signUpAndConfirm(c, "gil@gama.example.com", "Gil Gama");
    const gama = (await approveDirectly(c, userId, "admin", "Gama Ambiental")).id;
    const r = linhas(() => c.database.db);
    const lic = await r.licenca(gama, await r.projeto(gama, await r.cliente(gama, "Cliente"), "Obra"), "2026-12-01");
    // Its 7-day alert falls on 21/11, while the server is down.
    const cond = await r.condicionante(gama, lic, "pendente", "2026-11-28");
    await sweepDia(d, "2026-11-19");
    // Down 20, 21 and 22/11; back on 23/11 at 08:00 in São Paulo (11:00 UTC).
    const feitos = await sweepPendentes(d, new Date("2026-11-23T11:00:00Z"));
    expect(feitos.map((f) => f.dia)).toEqual(["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"]);
    const doItem = () =>
      c.database.db.select({ marco: alertas.marco, dia: alertas.dia }).from(alertas).where(eq(alertas.itemId, cond));
    expect(await doItem()).toEqual([{ marco: 7, dia: "2026-11-21" }]);
    expect(mails.map((m) => m.subject)).toEqual(["Prazos de 21/11/2026: 1 alerta"]);
    expect(await sweepPendentes(d, new Date("2026-11-23T20:00:00Z"))).toEqual([]);
    // Before 07:00 the new day is not due yet; at 07:00 it is.
    expect(await sweepPendentes(d, new Date("2026-11-24T09:59:00Z"))).toEqual([]);
    const seguinte = await sweepPendentes(d, new Date("2026-11-24T10:00:00Z"));
    expect(seguinte.map((f) => f.dia)).toEqual(["2026-11-24"]);
    expect(await doItem()).toEqual([{ marco: 7, dia: "2026-11-21" }]);
    expect(mails).toHaveLength(1);
  });
});
