// The private calendar address (issue 17 §4, decision 027): turned on, renewed and turned off
// by its owner; the public .ics answers only the current token of an active, approved user,
// with that user's company's deadlines (or only their own) and nothing of another company.
// The feed is read by ical.js, as a subscriber's calendar app would, not by its writer.
// PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  atividadesCronograma,
  calendarioFeeds,
  companies,
  condicionantes,
  licencas,
  profiles,
  userRoles,
} from "../../db/schema";
import { duasEmpresas, NO_COMPANY, NO_SESSION, type TSignedIn } from "../../test/duas-empresas";
import { APP_URL, createTestApp, signUpAndConfirm, testClock, type TestApp } from "../../test/test-app";
import { expectError, getJson } from "../../test/expect";
import { parseIcal, type TEventoLido } from "../../test/ical";
import { linhas } from "../../test/linhas";
import {
  ESCOPO_INVALIDO,
  type TCalendarioFeedCriado,
  type TCalendarioFeedStatus,
} from "../../../shared/schemas/calendario-feed";
import { FEED_NAO_ENCONTRADO } from "./feed.routes";

const clock = testClock("2026-03-10T02:30:00.000Z"); // still 9 March in São Paulo
// Days counted from 2026-03-09.
const EM_10 = "2026-03-19";
const EM_5 = "2026-03-14";
const EM_40 = "2026-04-18";
const EM_200 = "2026-09-25"; // its legal renewal deadline (−120) is 2026-05-28
const EM_400 = "2027-04-13";
const EM_1000 = "2028-12-03"; // beyond the two years ahead
const PRORROGADA = "Validade prorrogada — aguardando decisão do órgão";

let t: TestApp;
let ana: TSignedIn; // admin of Alfa
let caio: TSignedIn; // user of Alfa
let bia: TSignedIn; // admin of Beta
let pendente: TSignedIn;
let alfaId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const empresas = await duasEmpresas(t);
  ({ ana, bia, pendente } = empresas);
  caio = await signUpAndConfirm(t, "caio@alfa.example.com", "Caio Alfa");
  await t.database.db.update(profiles).set({ companyId: empresas.alfaId }).where(eq(profiles.id, caio.userId));
  await t.database.db.insert(userRoles).values({ userId: caio.userId, role: "user" });

  const db = () => t.database.db;
  const l = linhas(db);
  const alfa = (alfaId = empresas.alfaId);
  const projeto = await l.projeto(alfa, await l.cliente(alfa, "Cerâmica São José"), "Forno Túnel");
  ids.projeto = projeto;
  const licenca = async (numero: string, validadeDate: string, responsavelId: string | null, over = {}) => {
    const [row] = await db()
      .insert(licencas)
      .values({
        companyId: alfa,
        empreendimentoId: projeto,
        tipo: "LO",
        numero,
        orgao: "IMA",
        validadeDate,
        responsavelId,
        ...over,
      })
      .returning();
    return row.id;
  };
  ids.lo123 = await licenca("123/2026", EM_200, ana.userId);
  // Filed in time: its expiry is in the feed, its legal renewal deadline is not.
  ids.lo456 = await licenca("456/2026", EM_400, caio.userId, {
    emRenovacao: true,
    protocoloRenovacaoData: "2026-03-01",
  });
  ids.lo789 = await licenca("789/2028", EM_1000, ana.userId);
  // Expired last month, kept valid by a filing in time ('Em Renovação — validade prorrogada').
  ids.lo321 = await licenca("321/2025", "2026-02-01", null, {
    emRenovacao: true,
    protocoloRenovacaoData: "2025-09-01",
  });
  // Filed after its legal deadline (2026-03-02): it still lapses at its expiry.
  ids.lo654 = await licenca("654/2026", "2026-06-30", null, {
    emRenovacao: true,
    protocoloRenovacaoData: "2026-03-05",
  });

  const condicionante = async (nome: string, dataPrazo: string, responsavelId: string, over = {}) => {
    const [row] = await db()
      .insert(condicionantes)
      .values({
        companyId: alfa,
        licencaId: ids.lo123,
        nome,
        descricao: nome,
        status: "pendente",
        dataPrazo,
        responsavelId,
        ...over,
      })
      .returning();
    return row.id;
  };
  ids.emissoes = await condicionante("Relatório de emissões atmosféricas", EM_10, caio.userId);
  ids.concluida = await condicionante("Plano já concluído", EM_10, caio.userId, { status: "concluida" });
  // Monthly deliveries from EM_40: the scheduled one stands for the condition's own deadline.
  ids.ruido = await condicionante("Monitoramento de ruído", "2026-06-18", ana.userId, {
    periodicidadeTipo: "mensal",
    periodicidadeIntervalo: 1,
    dataInicioPeriodicidade: EM_40,
    dataFimPeriodicidade: "2026-06-18",
  });
  ids.entrega = await l.entrega(alfa, ids.ruido, EM_40, "agendada");
  const [atividade] = await db()
    .insert(atividadesCronograma)
    .values({
      companyId: alfa,
      empreendimentoId: projeto,
      titulo: "Sondagem do terreno",
      dataPrazo: EM_5,
      responsavelId: caio.userId,
    })
    .returning();
  ids.atividade = atividade.id;

  // Beta's, due in the same window: never in Alfa's feeds.
  const b = empresas.betaId;
  const projetoBeta = await l.projeto(b, await l.cliente(b, "Mineração da Beta"), "Lavra Norte");
  const [daBeta] = await db()
    .insert(licencas)
    .values({
      companyId: b,
      empreendimentoId: projetoBeta,
      tipo: "LO",
      numero: "BETA-9",
      orgao: "IMA",
      validadeDate: EM_10,
    })
    .returning();
  await l.condicionante(b, daBeta.id, "pendente", EM_10);
});
afterAll(() => t.close());

/** What a calendar app does: a plain GET, no cookie, no Origin. */
const baixar = (url: string) => t.app.request(url.replace(APP_URL, ""));

async function ativar(quem: TSignedIn, escopo: string) {
  const res = await quem.client.post("/api/me/calendario-feed", { escopo });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TCalendarioFeedCriado;
}

/** Reads the feed the way a subscriber's app does; the raw text too, for what only its bytes show. */
async function lerFeed(url: string) {
  const res = await baixar(url);
  expect(res.status).toBe(200);
  const ics = await res.text();
  return { ics, ...parseIcal(ics) };
}

const eventosDe = async (url: string) => (await lerFeed(url)).eventos;

const resumos = (eventos: TEventoLido[]) => eventos.map((e) => e.resumo).sort();

describe("turning the address on", () => {
  it("answers the address once, keeps only its SHA-256, and says afterwards only that it is on", async () => {
    expect(await getJson<TCalendarioFeedStatus>(ana.client, "/api/me/calendario-feed")).toEqual({
      ativo: false,
      escopo: null,
      criadoEm: null,
    });
    const feed = await ativar(ana, "empresa");
    const match = feed.url.match(/^http:\/\/localhost:3000\/api\/calendario\/feed\/([A-Za-z0-9_-]{43})\.ics$/);
    expect(match, feed.url).not.toBeNull();
    const token = match![1];
    expect(Buffer.from(token, "base64url")).toHaveLength(32);

    const rows = await t.database.db.select().from(calendarioFeeds).where(eq(calendarioFeeds.userId, ana.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(crypto.createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);

    const status = await getJson<TCalendarioFeedStatus>(ana.client, "/api/me/calendario-feed");
    expect(status).toEqual({ ativo: true, escopo: "empresa", criadoEm: "2026-03-10T02:30:00.000Z" });
    expect(JSON.stringify(status)).not.toContain(token);
  });

  it("refuses another scope with a Portuguese message, a pending user and no session", async () => {
    const res = await ana.client.post("/api/me/calendario-feed", { escopo: "todos" });
    const error = await expectError(res, 400);
    expect(error.fields?.escopo).toBe(ESCOPO_INVALIDO);
    await expectError(await pendente.client.post("/api/me/calendario-feed", { escopo: "meus" }), 403, NO_COMPANY);
    await expectError(await pendente.client.get("/api/me/calendario-feed"), 403, NO_COMPANY);
    await expectError(await t.app.request("/api/me/calendario-feed", { method: "DELETE" }), 401, NO_SESSION);
  });
});

describe("the feed", () => {
  it("is a calendar of all-day events with the company's deadlines, in Portuguese, each linking back", async () => {
    const feed = await ativar(ana, "empresa");
    const res = await baixar(feed.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/^private/);
    const ics = await res.text();
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    // All-day: no calendar time zone, no time in any event.
    expect(ics).not.toContain("BEGIN:VTIMEZONE");
    const { nome, eventos } = parseIcal(ics);
    expect(nome).toBe("Prazos — Alfa Ambiental");

    expect(resumos(eventos)).toEqual([
      "Atividade — Sondagem do terreno",
      "Condicionante — Relatório de emissões atmosféricas",
      "Entrega 1/3 — Monitoramento de ruído",
      "Prazo legal de renovação — LO 123/2026",
      "Prazo legal de renovação — LO 654/2026",
      `${PRORROGADA} — LO 321/2025`,
      `${PRORROGADA} — LO 456/2026`,
      "Vencimento — LO 123/2026",
      "Vencimento — LO 654/2026",
    ]);
    const por = (resumo: string) => eventos.find((e) => e.resumo === resumo)!;
    const vencimento = por("Vencimento — LO 123/2026");
    expect(vencimento).toMatchObject({ inicio: "2026-09-25", fim: "2026-09-26", diaInteiro: true });
    expect(vencimento.url).toBe(`${APP_URL}/licencas?detalhes=${ids.lo123}`);
    expect(vencimento.descricao).toContain("Licença: Licença de Operação 123/2026 — IMA");
    expect(vencimento.descricao).toContain("Empreendimento: Forno Túnel");
    expect(vencimento.descricao).toContain("Cliente: Cerâmica São José");
    expect(vencimento.descricao).toContain("Responsável: Ana Alfa");
    expect(vencimento.descricao).toContain(`Abrir no sistema: ${APP_URL}/licencas?detalhes=${ids.lo123}`);

    expect(por("Prazo legal de renovação — LO 123/2026").inicio).toBe("2026-05-28");
    const condicao = por("Condicionante — Relatório de emissões atmosféricas");
    expect(condicao.inicio).toBe("2026-03-19");
    expect(condicao.url).toBe(`${APP_URL}/licencas?condicionantes=${ids.lo123}&condicionante=${ids.emissoes}`);
    expect(por("Entrega 1/3 — Monitoramento de ruído").inicio).toBe("2026-04-18");
    expect(por("Atividade — Sondagem do terreno").url).toMatch(/\/relatorios\?empreendimento=/);
    // Every event is a day: a DATE start and nothing timed.
    for (const e of eventos) expect(e.diaInteiro, e.resumo).toBe(true);
  });

  it("shows a renewal filed in time as 'Validade prorrogada', not as an expiry, and a late filing's expiry still as one", async () => {
    const eventos = await eventosDe((await ativar(ana, "empresa")).url);
    const daLicenca = (numero: string) => resumos(eventos.filter((e) => e.resumo.endsWith(`LO ${numero}`)));
    // Past its expiry ('Em Renovação — validade prorrogada'), and not yet expired: no deadline either way.
    expect(daLicenca("321/2025")).toEqual([`${PRORROGADA} — LO 321/2025`]);
    expect(daLicenca("456/2026")).toEqual([`${PRORROGADA} — LO 456/2026`]);
    const prorrogada = eventos.find((e) => e.resumo === `${PRORROGADA} — LO 321/2025`)!;
    expect(prorrogada).toMatchObject({ inicio: "2026-02-01", uid: `vencimento-${ids.lo321}@gestao-ambiental` });
    expect(prorrogada.descricao).toContain(
      "Renovação: Protocolo dentro do prazo legal: a licença permanece válida até a decisão do órgão.",
    );
    // Filed after the legal deadline: the licence lapses at its expiry, which stays a deadline.
    expect(daLicenca("654/2026")).toEqual(["Prazo legal de renovação — LO 654/2026", "Vencimento — LO 654/2026"]);
  });

  it("gives each event a UID of its kind and item, without its date, so one licence's events never share one", async () => {
    const eventos = await eventosDe((await ativar(ana, "empresa")).url);
    const uid = (resumo: string) => eventos.find((e) => e.resumo === resumo)?.uid;
    // Licence 123/2026's expiry and legal renewal deadline, one of its conditions and a scheduled delivery.
    expect(uid("Vencimento — LO 123/2026")).toBe(`vencimento-${ids.lo123}@gestao-ambiental`);
    expect(uid("Prazo legal de renovação — LO 123/2026")).toBe(`prazo_renovacao-${ids.lo123}@gestao-ambiental`);
    expect(uid("Condicionante — Relatório de emissões atmosféricas")).toBe(
      `condicionante-${ids.emissoes}@gestao-ambiental`,
    );
    expect(uid("Entrega 1/3 — Monitoramento de ruído")).toBe(`entrega-${ids.entrega}@gestao-ambiental`);
    expect(new Set(eventos.map((e) => e.uid)).size).toBe(eventos.length);
  });

  it("ends the file with CRLF after END:VCALENDAR, as RFC 5545 ends every line", async () => {
    const { ics } = await lerFeed((await ativar(bia, "empresa")).url);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("escapes commas and semicolons in the calendar's name and description, which an app reads back as written", async () => {
    const renomear = (name: string) => t.database.db.update(companies).set({ name }).where(eq(companies.id, alfaId));
    await renomear("Alfa Ambiental, Consultoria; Ltda");
    try {
      const { ics, nome, descricao } = await lerFeed((await ativar(caio, "empresa")).url);
      const linhas = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
      expect(linhas).toContain("X-WR-CALNAME:Prazos — Alfa Ambiental\\, Consultoria\\; Ltda");
      expect(linhas).toContain(
        "X-WR-CALDESC:Vencimentos de licenças\\, prazos legais de renovação\\, condicionantes\\, entregas e atividades.",
      );
      expect(nome).toBe("Prazos — Alfa Ambiental, Consultoria; Ltda");
      expect(descricao).toBe(
        "Vencimentos de licenças, prazos legais de renovação, condicionantes, entregas e atividades.",
      );
    } finally {
      await renomear("Alfa Ambiental");
    }
  });

  it("keeps only the user's own items with 'Só os meus' (a delivery by its condition's person)", async () => {
    const deCaio = await ativar(caio, "meus");
    expect(resumos(await eventosDe(deCaio.url))).toEqual([
      "Atividade — Sondagem do terreno",
      "Condicionante — Relatório de emissões atmosféricas",
      `${PRORROGADA} — LO 456/2026`,
    ]);
    const daAna = await ativar(ana, "meus");
    expect(resumos(await eventosDe(daAna.url))).toEqual([
      "Entrega 1/3 — Monitoramento de ruído",
      "Prazo legal de renovação — LO 123/2026",
      "Vencimento — LO 123/2026",
    ]);
  });

  it("never shows another company's items, and shows the other company its own", async () => {
    const daBia = await ativar(bia, "empresa");
    const eventos = await eventosDe(daBia.url);
    expect(resumos(eventos)).toEqual(["Condicionante — Prazo 2026-03-19", "Vencimento — LO BETA-9"]);
    const daAna = await ativar(ana, "empresa");
    const texto = await (await baixar(daAna.url)).text();
    expect(texto).not.toContain("BETA");
    expect(texto).not.toContain("Mineração");
  });
});

describe("an address that no longer answers", () => {
  it("is 404 once 'Gerar novo link' replaced it, while the new one answers", async () => {
    const antigo = await ativar(ana, "empresa");
    const novo = await ativar(ana, "empresa");
    expect(novo.url).not.toBe(antigo.url);
    await expectError(await baixar(antigo.url), 404, FEED_NAO_ENCONTRADO);
    expect((await baixar(novo.url)).status).toBe(200);
  });

  it("is 404 once turned off", async () => {
    const feed = await ativar(caio, "empresa");
    expect((await caio.client.delete("/api/me/calendario-feed")).status).toBe(200);
    await expectError(await baixar(feed.url), 404, FEED_NAO_ENCONTRADO);
    expect((await getJson<TCalendarioFeedStatus>(caio.client, "/api/me/calendario-feed")).ativo).toBe(false);
  });

  it("is 404 for a deactivated user, and for one left without a company, and answers again when reinstated", async () => {
    const feed = await ativar(caio, "empresa");
    const db = t.database.db;
    await db.update(profiles).set({ ativo: false }).where(eq(profiles.id, caio.userId));
    await expectError(await baixar(feed.url), 404, FEED_NAO_ENCONTRADO);
    await db.update(profiles).set({ ativo: true }).where(eq(profiles.id, caio.userId));
    expect((await baixar(feed.url)).status).toBe(200);

    const [{ companyId }] = await db
      .select({ companyId: profiles.companyId })
      .from(profiles)
      .where(eq(profiles.id, caio.userId));
    await db.update(profiles).set({ companyId: null }).where(eq(profiles.id, caio.userId));
    await expectError(await baixar(feed.url), 404, FEED_NAO_ENCONTRADO);
    await db.update(profiles).set({ companyId }).where(eq(profiles.id, caio.userId));
  });

  it("is 404 for a token never given out, malformed or not", async () => {
    const inventado = crypto.randomBytes(32).toString("base64url");
    await expectError(await baixar(`/api/calendario/feed/${inventado}.ics`), 404, FEED_NAO_ENCONTRADO);
    await expectError(await baixar("/api/calendario/feed/curto.ics"), 404, FEED_NAO_ENCONTRADO);
  });
});

describe("a deadline that changes", () => {
  /** Written at the test clock's instant, as the app writes rows, so LAST-MODIFIED starts there. */
  const agora = () => ({ createdAt: clock.clock(), updatedAt: clock.clock() });
  const doEvento = (eventos: TEventoLido[], uid: string) => eventos.filter((e) => e.uid === uid);

  it("keeps a condition's UID when its deadline moves, with the new day and the time of the change", async () => {
    const nome = "Análise de solo, água; efluentes";
    const [row] = await t.database.db
      .insert(condicionantes)
      .values({ companyId: alfaId, licencaId: ids.lo123, nome, descricao: nome, dataPrazo: EM_40, ...agora() })
      .returning();
    const feed = await ativar(caio, "empresa");
    const uid = `condicionante-${row.id}@gestao-ambiental`;
    const [antes] = doEvento(await eventosDe(feed.url), uid);
    expect(antes).toMatchObject({ resumo: `Condicionante — ${nome}`, inicio: EM_40, diaInteiro: true });
    expect(antes.alteradoEm).toBe(clock.clock().toISOString());

    clock.advance(60);
    const res = await ana.client.patch(`/api/condicionantes/${row.id}`, {
      nome,
      descricao: nome,
      status: "pendente",
      dataPrazo: "2026-05-02",
      dataEntrega: "",
    });
    expect(res.status, await res.clone().text()).toBe(200);

    const depois = doEvento(await eventosDe(feed.url), uid);
    expect(depois).toHaveLength(1);
    expect(depois[0]).toMatchObject({ resumo: `Condicionante — ${nome}`, inicio: "2026-05-02", fim: "2026-05-03" });
    expect(depois[0].alteradoEm).toBe(clock.clock().toISOString());
  });

  it("turns a licence's expiry into 'Validade prorrogada' under the same UID once its renewal is filed in time", async () => {
    const [row] = await t.database.db
      .insert(licencas)
      .values({
        companyId: alfaId,
        empreendimentoId: ids.projeto,
        tipo: "LO",
        numero: "777/2026",
        orgao: "IMA",
        validadeDate: "2026-12-01", // legal renewal deadline 2026-08-03
        ...agora(),
      })
      .returning();
    const feed = await ativar(caio, "empresa");
    const daLicenca = (eventos: TEventoLido[]) => resumos(eventos.filter((e) => e.resumo.endsWith("LO 777/2026")));
    expect(daLicenca(await eventosDe(feed.url))).toEqual([
      "Prazo legal de renovação — LO 777/2026",
      "Vencimento — LO 777/2026",
    ]);

    clock.advance(60);
    const res = await ana.client.patch(`/api/licencas/${row.id}/renovacao`, {
      emRenovacao: true,
      protocoloRenovacaoData: "2026-03-02",
    });
    expect(res.status, await res.clone().text()).toBe(200);

    const eventos = await eventosDe(feed.url);
    expect(daLicenca(eventos)).toEqual([`${PRORROGADA} — LO 777/2026`]);
    const [vencimento] = doEvento(eventos, `vencimento-${row.id}@gestao-ambiental`);
    expect(vencimento).toMatchObject({ resumo: `${PRORROGADA} — LO 777/2026`, inicio: "2026-12-01" });
    expect(vencimento.alteradoEm).toBe(clock.clock().toISOString());
  });
});
