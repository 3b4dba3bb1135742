// The wall itself, below the services: deliberately unfiltered SQL inside a tenant transaction.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (CI does both).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import type { Db } from "./client";
import {
  checklistItens,
  checklists,
  clientes,
  companies,
  condicionantes,
  documentos,
  empreendimentos,
  licencas,
  lixeira,
} from "./schema";
import { withLixeiraAberta } from "./lixeira";
import { LIXEIRA_SEM_ITENS } from "../../shared/schemas/lixeira";
import { asSystem, withTenant } from "./tenant";

let t: TestApp;
let db: Db;
const ids = { alfa: "", beta: "" };
type TSeeded = Awaited<ReturnType<typeof seedCompany>>["rows"];
const rowsOf = {} as { alfa: TSeeded; beta: TSeeded };

const rows = <R>(result: unknown) => (result as { rows: R[] }).rows;
/** The SQLSTATE the database refused with (drizzle wraps the driver's error in `cause`). */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code ?? String(err);
  }
  return "accepted";
}
const RLS = "42501"; // insufficient_privilege: a policy's check, or no grant at all
const FOREIGN_KEY = "23503";

const asAlfa = <T>(fn: (tx: Db) => Promise<T>) => withTenant(db, { companyId: ids.alfa, userId: "u-alfa" }, fn);

/** One client, project, licence, condition and checklist of a company, written as the owner. */
async function seedCompany(name: string) {
  const [company] = await db.insert(companies).values({ name }).returning();
  const [cliente] = await db
    .insert(clientes)
    .values({ companyId: company.id, nome: `Cliente ${name}`, tipoPessoa: "juridica" })
    .returning();
  const [projeto] = await db
    .insert(empreendimentos)
    .values({ companyId: company.id, nome: `Projeto ${name}`, clienteId: cliente.id })
    .returning();
  const [licenca] = await db
    .insert(licencas)
    .values({ companyId: company.id, empreendimentoId: projeto.id, tipo: "LO", numero: `LO-${name}`, orgao: "IMA" })
    .returning();
  const [condicionante] = await db
    .insert(condicionantes)
    .values({ companyId: company.id, licencaId: licenca.id, descricao: `Laudo ${name}` })
    .returning();
  const [checklist] = await db
    .insert(checklists)
    .values({ companyId: company.id, titulo: `Vistoria ${name}` })
    .returning();
  return {
    company: company.id,
    rows: {
      cliente: cliente.id,
      empreendimento: projeto.id,
      licenca: licenca.id,
      condicionante: condicionante.id,
      checklist: checklist.id,
    },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const alfa = await seedCompany("Alfa");
  const beta = await seedCompany("Beta");
  ids.alfa = alfa.company;
  ids.beta = beta.company;
  rowsOf.alfa = alfa.rows;
  rowsOf.beta = beta.rows;
});
afterAll(() => t.close());

describe("the tenant transaction", () => {
  it("returns only the caller's rows from a deliberately unfiltered select * from licencas", async () => {
    const seen = await asAlfa(async (tx) => rows<{ numero: string }>(await tx.execute(sql`select * from licencas`)));
    expect(seen.map((r) => r.numero)).toEqual(["LO-Alfa"]);
  });

  it("hides the other company's rows from every business table, joins included", async () => {
    const counts = await asAlfa(async (tx) =>
      rows<{ n: number }>(
        await tx.execute(sql`select
          (select count(*) from clientes)::int + (select count(*) from empreendimentos)::int
          + (select count(*) from condicionantes)::int + (select count(*) from checklists)::int
          + (select count(*) from licencas l join empreendimentos e on e.id = l.empreendimento_id)::int as n`),
      ),
    );
    expect(counts[0].n).toBe(5);
  });

  it("runs as app_user and sets the company and user for that transaction only", async () => {
    const inside = await asAlfa(async (tx) =>
      rows<{ who: string; company: string; user_id: string }>(
        await tx.execute(sql`select current_user as who, current_setting('app.company_id') as company,
          current_setting('app.user_id') as user_id`),
      ),
    );
    expect(inside[0]).toEqual({ who: "app_user", company: ids.alfa, user_id: "u-alfa" });
    const after = rows<{ who: string; company: string | null }>(
      await db.execute(sql`select current_user as who, current_setting('app.company_id', true) as company`),
    );
    expect(after[0].who).not.toBe("app_user");
    expect(after[0].company ?? "").toBe("");
  });

  it("plans joins in written order only for the screens that ask, and only for that transaction", async () => {
    const limite = (tx: Db) =>
      tx.execute(sql`select current_setting('join_collapse_limit') as n`).then((r) => rows<{ n: string }>(r)[0].n);
    const escopo = { companyId: ids.alfa, userId: "u-alfa" };
    const padrao = await limite(db);
    expect(await withTenant(db, escopo, limite, { joinsAsWritten: true })).toBe("1");
    expect(await withTenant(db, escopo, limite)).toBe(padrao);
    expect(await limite(db)).toBe(padrao);
    expect(padrao).not.toBe("1");
  });

  it("refuses an insert that carries another company's id", async () => {
    expect(
      await refusal(
        asAlfa((tx) => tx.insert(clientes).values({ companyId: ids.beta, nome: "Infiltrado", tipoPessoa: "fisica" })),
      ),
    ).toBe(RLS);
    const [{ n }] = rows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from clientes where nome = 'Infiltrado'`),
    );
    expect(n).toBe(0);
  });

  it("refuses an update that moves the caller's row to another company", async () => {
    expect(
      await refusal(
        asAlfa((tx) => tx.update(clientes).set({ companyId: ids.beta }).where(eq(clientes.id, rowsOf.alfa.cliente))),
      ),
    ).toBe(RLS);
    const [row] = await db.select().from(clientes).where(eq(clientes.id, rowsOf.alfa.cliente));
    expect(row.companyId).toBe(ids.alfa);
  });

  it("updates and deletes nothing of another company, even when asked by id", async () => {
    const updated = await asAlfa((tx) =>
      tx.update(licencas).set({ numero: "ALTERADA" }).where(eq(licencas.id, rowsOf.beta.licenca)).returning(),
    );
    const deleted = await asAlfa((tx) =>
      tx.delete(checklists).where(eq(checklists.id, rowsOf.beta.checklist)).returning(),
    );
    expect([updated.length, deleted.length]).toEqual([0, 0]);
    const [licenca] = await db.select().from(licencas).where(eq(licencas.id, rowsOf.beta.licenca));
    expect(licenca.numero).toBe("LO-Beta");
  });

  it("sees nothing as app_user when no company is set", async () => {
    const seen = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'app_user', true)`);
      return rows<{ n: number }>(
        await tx.execute(sql`select (select count(*) from licencas)::int + (select count(*) from clientes)::int
          + (select count(*) from companies)::int as n`),
      );
    });
    expect(seen[0].n).toBe(0);
  });

  it("cannot read credentials, sessions or rate limits at all", async () => {
    for (const table of ["accounts", "sessions", "verifications", "rate_limits", "app_settings"]) {
      expect(await refusal(asAlfa((tx) => tx.execute(sql`select * from ${sql.identifier(table)}`))), table).toBe(RLS);
    }
  });

  it("reads its own company and its colleagues' profiles, and no other company's", async () => {
    const seen = await asAlfa(async (tx) => rows<{ id: string }>(await tx.execute(sql`select id from companies`)));
    expect(seen.map((r) => r.id)).toEqual([ids.alfa]);
  });
});

describe("a child row and its parent's company", () => {
  // Written on the system path, which the policies do not filter: only the keys can refuse.
  it("refuses a licence of one company on a project of another", async () => {
    expect(
      await refusal(
        asSystem(db, (tx) =>
          tx.insert(licencas).values({
            companyId: ids.alfa,
            empreendimentoId: rowsOf.beta.empreendimento,
            tipo: "LO",
            numero: "CRUZADA",
            orgao: "IMA",
          }),
        ),
      ),
    ).toBe(FOREIGN_KEY);
  });

  it("refuses a project on another company's client and a condition on another company's licence", async () => {
    expect(
      await refusal(
        asSystem(db, (tx) =>
          tx.insert(empreendimentos).values({ companyId: ids.alfa, nome: "Cruzado", clienteId: rowsOf.beta.cliente }),
        ),
      ),
    ).toBe(FOREIGN_KEY);
    expect(
      await refusal(
        asSystem(db, (tx) =>
          tx.insert(condicionantes).values({ companyId: ids.alfa, licencaId: rowsOf.beta.licenca, descricao: "X" }),
        ),
      ),
    ).toBe(FOREIGN_KEY);
  });

  it("refuses a checklist item of one company in another company's checklist", async () => {
    expect(
      await refusal(
        asSystem(db, (tx) =>
          tx
            .insert(checklistItens)
            .values({ companyId: ids.alfa, checklistId: rowsOf.beta.checklist, descricao: "Item", ordem: 1 }),
        ),
      ),
    ).toBe(FOREIGN_KEY);
  });

  it("refuses a document whose condition belongs to another company, and one whose condition does not exist", async () => {
    const documento = (relacionadoId: string) => ({
      companyId: ids.alfa,
      relacionadoA: "condicionante",
      relacionadoId,
      nome: "laudo.pdf",
      storagePath: `condicionantes/${relacionadoId}/${crypto.randomUUID()}.pdf`,
      contentType: "application/pdf",
      fileSize: 10,
    });
    expect(
      await refusal(asSystem(db, (tx) => tx.insert(documentos).values(documento(rowsOf.beta.condicionante)))),
    ).toBe(FOREIGN_KEY);
    expect(await refusal(asSystem(db, (tx) => tx.insert(documentos).values(documento(crypto.randomUUID()))))).toBe(
      FOREIGN_KEY,
    );
    // The same row on the company's own condition is accepted: the refusals above are the check's.
    await asSystem(db, (tx) => tx.insert(documentos).values(documento(rowsOf.alfa.condicionante)));
  });

  it("accepts a child in its parent's company", async () => {
    const [item] = await asAlfa((tx) =>
      tx
        .insert(checklistItens)
        .values({ companyId: ids.alfa, checklistId: rowsOf.alfa.checklist, descricao: "Ok", ordem: 1 })
        .returning(),
    );
    expect(item.companyId).toBe(ids.alfa);
  });
});

describe("rows in the bin (lixeira_id set)", () => {
  // A licence of its own, marked by hand with a bin entry of Alfa's, as the bin's service does.
  async function binnedLicence(numero: string) {
    const [licenca] = await db
      .insert(licencas)
      .values({ companyId: ids.alfa, empreendimentoId: rowsOf.alfa.empreendimento, tipo: "LO", numero, orgao: "IMA" })
      .returning();
    const [entrada] = await db
      .insert(lixeira)
      .values({
        companyId: ids.alfa,
        tipo: "licenca",
        registroId: licenca.id,
        titulo: numero,
        itens: LIXEIRA_SEM_ITENS,
        deletedAt: new Date(),
      })
      .returning();
    await db.update(licencas).set({ lixeiraId: entrada.id }).where(eq(licencas.id, licenca.id));
    return { licenca: licenca.id, entrada: entrada.id };
  }

  it("are hidden from a deliberately unfiltered select, and seen with the bin open", async () => {
    const { licenca } = await binnedLicence("LO-NA-LIXEIRA-1");
    const closed = await asAlfa(async (tx) => rows<{ id: string }>(await tx.execute(sql`select id from licencas`)));
    expect(closed.map((r) => r.id)).not.toContain(licenca);
    const open = await asAlfa((tx) =>
      withLixeiraAberta(tx, async () => rows<{ id: string }>(await tx.execute(sql`select id from licencas`))),
    );
    expect(open.map((r) => r.id)).toContain(licenca);
    // Closed again afterwards, within the same transaction.
    const after = await asAlfa(async (tx) => {
      await withLixeiraAberta(tx, async () => undefined);
      return rows<{ id: string }>(await tx.execute(sql`select id from licencas`));
    });
    expect(after.map((r) => r.id)).not.toContain(licenca);
  });

  it("can be neither changed nor deleted by a tenant transaction with the bin closed", async () => {
    const { licenca } = await binnedLicence("LO-NA-LIXEIRA-2");
    const updated = await asAlfa((tx) =>
      tx.update(licencas).set({ numero: "ALTERADA" }).where(eq(licencas.id, licenca)).returning(),
    );
    const deleted = await asAlfa((tx) => tx.delete(licencas).where(eq(licencas.id, licenca)).returning());
    expect([updated.length, deleted.length]).toEqual([0, 0]);
    const [row] = await db.select().from(licencas).where(eq(licencas.id, licenca));
    expect(row.numero).toBe("LO-NA-LIXEIRA-2");
  });

  it("are put in the bin only with the bin open: the marked row must stay visible to the update", async () => {
    const [fresh] = await db
      .insert(licencas)
      .values({
        companyId: ids.alfa,
        empreendimentoId: rowsOf.alfa.empreendimento,
        tipo: "LO",
        numero: "LO-MARCA",
        orgao: "IMA",
      })
      .returning();
    const { entrada } = await binnedLicence("LO-NA-LIXEIRA-3");
    expect(
      await refusal(asAlfa((tx) => tx.update(licencas).set({ lixeiraId: entrada }).where(eq(licencas.id, fresh.id)))),
    ).toBe(RLS);
    await asAlfa((tx) =>
      withLixeiraAberta(tx, () => tx.update(licencas).set({ lixeiraId: entrada }).where(eq(licencas.id, fresh.id))),
    );
    const [row] = await db.select().from(licencas).where(eq(licencas.id, fresh.id));
    expect(row.lixeiraId).toBe(entrada);
  });

  it("of another company stay hidden with the bin open, and a mark cannot name another company's entry", async () => {
    const { licenca } = await binnedLicence("LO-NA-LIXEIRA-4");
    const seenByBeta = await withTenant(db, { companyId: ids.beta, userId: "u-beta" }, (tx) =>
      withLixeiraAberta(tx, async () => rows<{ id: string }>(await tx.execute(sql`select id from licencas`))),
    );
    expect(seenByBeta.map((r) => r.id)).not.toContain(licenca);
    const [entradaAlfa] = await db.select({ id: lixeira.id }).from(lixeira).where(eq(lixeira.registroId, licenca));
    expect(
      await refusal(
        asSystem(db, (tx) =>
          tx.update(licencas).set({ lixeiraId: entradaAlfa.id }).where(eq(licencas.id, rowsOf.beta.licenca)),
        ),
      ),
    ).toBe(FOREIGN_KEY);
  });
});
