import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  atividadesCronograma,
  checklistItens,
  checklists,
  condicionantes,
  licencas,
  profiles,
  userRoles,
} from "../../db/schema";
import { duasEmpresas, type TSignedIn } from "../../test/duas-empresas";
import { createTestApp, signUpAndConfirm, testClock, type Client, type TestApp } from "../../test/test-app";
import { getJson } from "../../test/expect";
import { linhas } from "../../test/linhas";
import { addDays } from "../../../shared/rules/datas";
import { MINHAS_PENDENCIAS_MAX, MINHAS_PENDENCIAS_TOTAL_TETO } from "../../../shared/rules/minhas-pendencias";
import type { TDashboard } from "../../../shared/schemas/dashboard";

// 'Minhas pendências' on the dashboard (decision 024): the caller's own obligations not yet met,
// nearest deadline first, at most ten and the total; nobody else's, no other company's.

const clock = testClock("2026-03-10T02:30:00.000Z");
const TODAY = "2026-03-09"; // São Paulo
const day = (n: number) => addDays(TODAY, n);

let t: TestApp;
let ana: TSignedIn;
let caio: TSignedIn; // Ana's colleague at Alfa: the person whose pendências are read
let bia: TSignedIn;
let alfaId: string;
let betaId: string;
let projetoId: string;
let licencaId: string;

const db = () => t.database.db;
const l = linhas(db);
const minhas = async (client: Client) => (await getJson<TDashboard>(client, "/api/dashboard")).minhasPendencias;
const titulos = async (client: Client) => (await minhas(client)).items.map((p) => `${p.tipo}:${p.titulo}:${p.prazo}`);

async function licencaDe(userId: string, numero: string, validadeDate: string, renovacao?: string | null) {
  const [row] = await db()
    .insert(licencas)
    .values({
      companyId: alfaId,
      empreendimentoId: projetoId,
      tipo: "LO",
      numero,
      orgao: "IMA",
      validadeDate,
      emRenovacao: renovacao !== undefined,
      protocoloRenovacaoData: renovacao ?? null,
      responsavelId: userId,
    })
    .returning();
  return row.id;
}
async function condicionanteDe(userId: string, nome: string, dataPrazo: string | null, more: object = {}) {
  const [row] = await db()
    .insert(condicionantes)
    .values({ companyId: alfaId, licencaId, nome, descricao: nome, dataPrazo, responsavelId: userId, ...more })
    .returning();
  return row.id;
}
async function atividadeDe(userId: string, titulo: string, dataPrazo: string | null, status = "pendente") {
  await db()
    .insert(atividadesCronograma)
    .values({ companyId: alfaId, empreendimentoId: projetoId, titulo, dataPrazo, status, responsavelId: userId });
}
async function itemDe(userId: string, descricao: string, concluido = false, status = "aberto") {
  const [c] = await db()
    .insert(checklists)
    .values({ companyId: alfaId, titulo: `Lista ${descricao}`, status, empreendimentoId: projetoId })
    .returning();
  await db()
    .insert(checklistItens)
    .values({ companyId: alfaId, checklistId: c.id, descricao, concluido, ordem: 1, responsavelId: userId });
  return c.id;
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  const e = await duasEmpresas(t);
  ({ ana, bia, alfaId, betaId } = e);
  caio = await signUpAndConfirm(t, "caio@alfa.example.com", "Caio Alfa");
  await db().update(profiles).set({ companyId: alfaId }).where(eq(profiles.id, caio.userId));
  await db().insert(userRoles).values({ userId: caio.userId, role: "user" });
  projetoId = await l.projeto(alfaId, await l.cliente(alfaId, "Cerâmica São José"), "Forno Túnel");
  licencaId = await l.licenca(alfaId, projetoId, "2030-01-01");
});
afterAll(() => t.close());

describe("Minhas pendências", () => {
  it("lists the caller's open obligations of every kind, nearest deadline first, undated last", async () => {
    // Expires in 150 days: its legal renewal deadline (−120) is in 30 days.
    await licencaDe(caio.userId, "LO-150", day(150));
    // Filed in time, or flagged without a date: nothing more to do. Filed late: still owed.
    await licencaDe(caio.userId, "LO-NO-PRAZO", day(100), day(-30));
    await licencaDe(caio.userId, "LO-SEM-DATA", day(100), null);
    await licencaDe(caio.userId, "LO-TARDE", day(100), day(-10));
    await condicionanteDe(caio.userId, "Laudo vencido", day(-3), { status: "atrasada" });
    await condicionanteDe(caio.userId, "Laudo concluído", day(-2), { status: "concluida", dataEntrega: day(-2) });
    await condicionanteDe(caio.userId, "Laudo aprovado", day(-1), { aprovada: true });
    await condicionanteDe(caio.userId, "Laudo sem prazo", null);
    // A periodic condition is due at its next scheduled delivery.
    const periodica = await condicionanteDe(caio.userId, "Relatório trimestral", day(300), { status: "em_andamento" });
    await l.entrega(alfaId, periodica, day(5), "agendada");
    await atividadeDe(caio.userId, "Coleta hoje", TODAY);
    await atividadeDe(caio.userId, "Coleta concluída", day(1), "concluida");
    await itemDe(caio.userId, "Fotografar a caixa");
    await itemDe(caio.userId, "Item marcado", true);
    await itemDe(caio.userId, "Item de lista concluída", false, "concluido");
    // Ana's own: never in Caio's list.
    await condicionanteDe(ana.userId, "Da Ana", day(-10));

    expect(await titulos(caio.client)).toEqual([
      "licenca:Licença de Operação LO-TARDE:" + day(-20),
      "condicionante:Laudo vencido:" + day(-3),
      "atividade:Coleta hoje:" + TODAY,
      "condicionante:Relatório trimestral:" + day(5),
      "licenca:Licença de Operação LO-150:" + day(30),
      "checklist_item:Fotografar a caixa:null",
      "condicionante:Laudo sem prazo:null",
    ]);
    expect((await minhas(caio.client)).total).toBe(7);
    expect(await titulos(ana.client)).toEqual(["condicionante:Da Ana:" + day(-10)]);
  });

  it("says where each one belongs and what opens it", async () => {
    const items = (await minhas(caio.client)).items;
    expect(items.find((p) => p.titulo === "Laudo vencido")).toMatchObject({
      origemId: licencaId,
      contexto: "Licença LO-2030-01-01 · Forno Túnel",
    });
    expect(items.find((p) => p.titulo === "Coleta hoje")).toMatchObject({
      origemId: projetoId,
      contexto: "Forno Túnel",
    });
    expect(items.find((p) => p.titulo === "Fotografar a caixa")?.contexto).toBe(
      "Checklist Lista Fotografar a caixa · Forno Túnel",
    );
  });

  it("lists ten and counts them all", async () => {
    for (let i = 0; i < 8; i++) await atividadeDe(caio.userId, `Atividade ${i}`, day(40 + i));
    const page = await minhas(caio.client);
    expect(page.items).toHaveLength(MINHAS_PENDENCIAS_MAX);
    expect(page.total).toBe(15);
    // The undated ones are the ones left out.
    expect(page.items.every((p) => p.prazo !== null)).toBe(true);
  });

  it("counts exactly up to the cap, and says 'more than' past it", async () => {
    const ja = (await minhas(caio.client)).total as number;
    const faltam = MINHAS_PENDENCIAS_TOTAL_TETO - ja;
    const muitas = (n: number, de: number) =>
      db()
        .insert(atividadesCronograma)
        .values(
          Array.from({ length: n }, (_, i) => ({
            companyId: alfaId,
            empreendimentoId: projetoId,
            titulo: `Campanha ${de + i}`,
            dataPrazo: day(200),
            status: "pendente",
            responsavelId: caio.userId,
          })),
        );
    await muitas(faltam, 0);
    expect((await minhas(caio.client)).total).toBe(MINHAS_PENDENCIAS_TOTAL_TETO);
    await muitas(1, faltam);
    expect((await minhas(caio.client)).total).toEqual({ maisDe: MINHAS_PENDENCIAS_TOTAL_TETO });
    await db().delete(atividadesCronograma).where(like(atividadesCronograma.titulo, "Campanha %"));
  });

  it("never shows another company's rows, even ones naming the caller", async () => {
    const outroProjeto = await l.projeto(betaId, await l.cliente(betaId, "Mineração"), "Lavra");
    const daBeta = await l.licenca(betaId, outroProjeto, day(10));
    await db()
      .insert(condicionantes)
      .values({
        companyId: betaId,
        licencaId: daBeta,
        descricao: "Da Beta",
        dataPrazo: day(-50),
        responsavelId: caio.userId,
      });
    expect((await minhas(caio.client)).items.map((p) => p.titulo)).not.toContain("Da Beta");
    expect((await minhas(bia.client)).total).toBe(0);
  });
});
