import { and, desc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licencas } from "../../db/schema";
import { createTestApp, testClock, type Client, type TestApp } from "../../test/test-app";
import { duasEmpresas, type TSignedIn } from "../../test/duas-empresas";
import { getJson, postJson } from "../../test/expect";
import type { TPageLimitada } from "../../../shared/schemas/paging";
import type { TCliente } from "../../../shared/schemas/clientes";
import type { TEmpreendimentoDetalhe } from "../../../shared/schemas/empreendimentos";
import type { TLicenca } from "../../../shared/schemas/licencas";
import { BUSCA_TOTAL_TETO } from "../../../shared/schemas/paging";

// The licence list's text search past its cap (decision 036): more matches than it counts
// exactly, read newest first a page at a time. Alfa has 1,200 licences of a 'Cerâmica' (an
// eighth of a large company in the bench, here more than the cap) and 300 of a farm; Beta, the
// company next door, has 50 of its own 'Cerâmica' and a licence numbered like one of Alfa's.

const clock = testClock("2026-03-10T15:00:00Z");
const CERAMICAS = 1200;
const GRANJAS = 300;

let t: TestApp;
let ana: TSignedIn;
let bia: TSignedIn;
let alfaId: string;
let betaId: string;
/** Alfa's 'Cerâmica' licences, newest first: the order the list must give. */
let daCeramica: string[];
let daBeta: string[];

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const list = (client: Client, params: Record<string, string | number>) =>
  getJson<TPageLimitada<TLicenca>>(client, `/api/licencas?${query(params)}`);

async function projeto(client: Client, cliente: string, nome: string) {
  const c = await postJson<TCliente>(client, "/api/clientes", { nome: cliente });
  return postJson<TEmpreendimentoDetalhe>(client, "/api/empreendimentos", { nome, clienteId: c.id });
}

/** `n` licences of a project, created a second apart from `inicio`; one in four expired. */
async function licencasDe(companyId: string, p: TEmpreendimentoDetalhe, prefixo: string, n: number, inicio: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    companyId,
    empreendimentoId: p.id,
    tipo: "LO",
    numero: `${prefixo}-${String(i + 1).padStart(4, "0")}`,
    orgao: "Fundação Estadual do Meio Ambiente",
    validadeDate: i % 4 === 0 ? "2025-01-01" : "2030-01-01",
    createdAt: new Date(inicio + i * 1000),
  }));
  for (let i = 0; i < rows.length; i += 500) await t.database.db.insert(licencas).values(rows.slice(i, i + 500));
}

/** A company's licences of one project, newest first, as the database orders them. */
async function emOrdem(companyId: string, empreendimentoId: string) {
  const rows = await t.database.db
    .select({ id: licencas.id })
    .from(licencas)
    .where(
      and(
        eq(licencas.companyId, companyId),
        eq(licencas.empreendimentoId, empreendimentoId),
        isNull(licencas.lixeiraId),
      ),
    )
    .orderBy(desc(licencas.createdAt), desc(licencas.id));
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.clock });
  ({ ana, alfaId, bia, betaId } = await duasEmpresas(t));
  const forno = await projeto(ana.client, "Cerâmica São José Ltda", "Forno Túnel");
  const granja = await projeto(ana.client, "Agropecuária Vale Verde", "Granja Boa Esperança");
  const olaria = await projeto(bia.client, "Cerâmica da Beta", "Olaria Norte");
  const base = Date.parse("2025-06-01T12:00:00Z");
  await licencasDe(alfaId, forno, "CER", CERAMICAS, base);
  // Interleaved in time with the Cerâmica's, so a page read newest first skips some.
  await licencasDe(alfaId, granja, "GRJ", GRANJAS, base + 500);
  await licencasDe(betaId, olaria, "CER", 50, base + 250);
  daCeramica = await emOrdem(alfaId, forno.id);
  daBeta = await emOrdem(betaId, olaria.id);
}, 120_000);
afterAll(() => t.close());

describe("a text search more licences match than it counts", () => {
  it("says 'more than 1,000' and lists the newest ten, typed with or without accents", async () => {
    for (const q of ["ceramica", "CERÂMICA", "cerâmica são josé"]) {
      const page = await list(ana.client, { q, pageSize: 10 });
      expect(page.total).toEqual({ maisDe: BUSCA_TOTAL_TETO });
      expect(page.items.map((l) => l.id)).toEqual(daCeramica.slice(0, 10));
    }
  });

  it("counts exactly what stays below the cap, through a project's name or a licence's number", async () => {
    const granja = await list(ana.client, { q: "granja boa esperanca", pageSize: 100 });
    expect(granja.total).toBe(GRANJAS);
    expect(granja.items).toHaveLength(100);
    const uma = await list(ana.client, { q: "cer-0005" });
    expect(uma.total).toBe(1);
    expect(uma.items.map((l) => l.numero)).toEqual(["CER-0005"]);
  });

  it("counts past the cap up to the page asked for, so there is always a next page until the last", async () => {
    const centesima = await list(ana.client, { q: "ceramica", pageSize: 10, page: 100 });
    expect(centesima.total).toEqual({ maisDe: 1000 });
    const seguinte = await list(ana.client, { q: "ceramica", pageSize: 10, page: 101 });
    expect(seguinte.total).toEqual({ maisDe: 1010 });
    expect(seguinte.items.map((l) => l.id)).toEqual(daCeramica.slice(1000, 1010));
    // The page that reaches the last match counts them all, and one past it is empty.
    const ultima = await list(ana.client, { q: "ceramica", pageSize: 100, page: 12 });
    expect(ultima.total).toBe(CERAMICAS);
    expect(ultima.items.map((l) => l.id)).toEqual(daCeramica.slice(1100));
    expect(await list(ana.client, { q: "ceramica", pageSize: 100, page: 13 })).toEqual({ items: [], total: CERAMICAS });
    // However far a URL pages, the count stays within the database's integers.
    expect(await list(ana.client, { q: "ceramica", page: 1e12 })).toEqual({ items: [], total: CERAMICAS });
  });

  it("gives every match once and in order when paged from first to last", async () => {
    const vistas: string[] = [];
    for (let page = 1; ; page++) {
      const answer = await list(ana.client, { q: "ceramica", pageSize: 100, page });
      if (answer.items.length === 0) break;
      if (typeof answer.total === "object") expect(answer.total.maisDe).toBeGreaterThanOrEqual(page * 100);
      vistas.push(...answer.items.map((l) => l.id));
    }
    expect(vistas).toEqual(daCeramica);
  });

  it("with a status filter too, counts the matches of both, exactly below the cap", async () => {
    const vencidas = await list(ana.client, { q: "ceramica", status: "vencida", pageSize: 100, page: 3 });
    expect(vencidas.total).toBe(CERAMICAS / 4);
    expect(vencidas.items).toHaveLength(CERAMICAS / 4 - 200);
    for (const l of vencidas.items) expect(l.status).toBe("vencida");
    const vigentes = await list(ana.client, { q: "ceramica", status: "vigente" });
    expect(vigentes.total).toBe((CERAMICAS * 3) / 4);
    expect(vigentes.items.map((l) => l.status)).toEqual(Array(10).fill("vigente"));
  });
});

describe("the wall around a search", () => {
  it("never lists nor counts another company's matching licences", async () => {
    const todas = await list(ana.client, { q: "ceramica", pageSize: 100, page: 12 });
    expect(todas.total).toBe(CERAMICAS);
    for (const page of [1, 50, 101]) {
      const answer = await list(ana.client, { q: "ceramica", page });
      expect(answer.items.some((l) => daBeta.includes(l.id))).toBe(false);
    }
  });

  it("shows the company next door only its own, counted exactly", async () => {
    const beta = await list(bia.client, { q: "ceramica", pageSize: 100 });
    expect(beta.total).toBe(50);
    expect(beta.items.map((l) => l.id)).toEqual(daBeta);
    const numero = await list(bia.client, { q: "CER-0005" });
    expect(numero.items.map((l) => l.id)).toEqual([daBeta.at(-5)]);
    expect(numero.total).toBe(1);
  });
});
