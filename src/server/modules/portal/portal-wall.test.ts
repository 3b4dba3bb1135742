// The client wall in the database itself (decision 044): a portal transaction that forgets every
// filter still sees one client's rows, and can write nothing but its own proof. On PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { condicionanteComprovacoes, condicionantes, empreendimentos, licencas } from "../../db/schema";
import { withPortal } from "../../db/tenant";
import type { Db } from "../../db/client";
import { setupPortal, TODAY, type TPortalFixture, type TClienteDoPortal } from "./portal.fixture";

let f: TPortalFixture;
beforeAll(async () => {
  f = await setupPortal();
});
afterAll(() => f.t.close());

const comoPortal = <T>(c: TClienteDoPortal, companyId: string, fn: (tx: Db) => Promise<T>) =>
  withPortal(f.t.database.db, { companyId, userId: c.pessoa.userId, clienteId: c.clienteId }, fn);

/** Why the database refused: drizzle wraps PostgreSQL's own message in its cause. */
const recusa = (work: Promise<unknown>) =>
  work.then(
    () => "aceito",
    (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
  );

const ids = async (tx: Db, table: string) =>
  (
    (await tx.execute(sql.raw(`select id::text from ${table} order by id`))) as unknown as { rows: { id: string }[] }
  ).rows.map((r) => r.id);

describe("a portal transaction without any filter", () => {
  it("reads only its client's rows of every table the portal reaches", async () => {
    const vistas = await comoPortal(f.x, f.alfaId, async (tx) => ({
      clientes: await ids(tx, "clientes"),
      empreendimentos: await ids(tx, "empreendimentos"),
      licencas: await ids(tx, "licencas"),
      licenca_documentos: await ids(tx, "licenca_documentos"),
      condicionantes: await ids(tx, "condicionantes"),
    }));
    expect(vistas).toEqual({
      clientes: [f.x.clienteId],
      empreendimentos: [f.x.empreendimentoId],
      licencas: [f.x.licenca.id],
      licenca_documentos: [f.x.visivel.id],
      condicionantes: [f.x.aberta.id, f.x.concluida.id].sort(),
    });
  });

  it("reaches no other table at all", async () => {
    for (const table of [
      "profiles",
      "checklists",
      "atividades_cronograma",
      "historico",
      "alertas",
      "portal_convites",
    ]) {
      expect(await recusa(comoPortal(f.x, f.alfaId, (tx) => ids(tx, table))), table).toMatch(/permission denied/);
    }
  });

  it("sees nothing when its company is not the client's", async () => {
    expect(await comoPortal(f.x, f.betaId, (tx) => ids(tx, "clientes"))).toEqual([]);
  });
});

describe("what the database refuses a portal transaction", () => {
  const prova = (c: TClienteDoPortal, condicionanteId: string, status = "em_analise") => ({
    companyId: f.alfaId,
    condicionanteId,
    dataEntrega: TODAY,
    statusComprovacao: status,
    origem: "portal" as const,
    createdBy: c.pessoa.userId,
  });

  const inserir = (valores: ReturnType<typeof prova>) =>
    recusa(comoPortal(f.x, f.alfaId, (tx) => tx.insert(condicionanteComprovacoes).values(valores)));

  it("a proof on another client's condition", async () => {
    expect(await inserir(prova(f.x, f.y.aberta.id))).toMatch(/row-level security/);
  });

  it("a proof already approved, or on a concluded condition", async () => {
    expect(await inserir(prova(f.x, f.x.aberta.id, "aprovada"))).toMatch(/row-level security/);
    expect(await inserir(prova(f.x, f.x.concluida.id))).toMatch(/row-level security/);
  });

  it("any change to a condition or a licence", async () => {
    const mudar = comoPortal(f.x, f.alfaId, (tx) =>
      tx.update(condicionantes).set({ status: "concluida" }).where(eq(condicionantes.id, f.x.aberta.id)),
    );
    expect(await recusa(mudar)).toMatch(/permission denied/);
    const apagar = comoPortal(f.x, f.alfaId, (tx) => tx.delete(licencas).where(eq(licencas.id, f.x.licenca.id)));
    expect(await recusa(apagar)).toMatch(/permission denied/);
  });
});

describe("a project moved to another client", () => {
  it("takes its licences and conditions with it, out of the old client's portal and into the new one's", async () => {
    const { db } = f.t.database;
    const mover = (clienteId: string) =>
      db.update(empreendimentos).set({ clienteId }).where(eq(empreendimentos.id, f.x.empreendimentoId));
    await mover(f.y.clienteId);
    const doX = await comoPortal(f.x, f.alfaId, async (tx) => ({
      licencas: await ids(tx, "licencas"),
      condicionantes: await ids(tx, "condicionantes"),
    }));
    const doY = await comoPortal(f.y, f.alfaId, (tx) => ids(tx, "condicionantes"));
    await mover(f.x.clienteId);
    expect(doX).toEqual({ licencas: [], condicionantes: [] });
    expect(doY).toEqual(expect.arrayContaining([f.x.aberta.id, f.x.concluida.id]));
  });
});
