import { and, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { clientes, empreendimentos, lixeira } from "../db/schema";
import { LIXEIRA_SEM_ITENS, type TLixeiraTipo } from "../../shared/schemas/lixeira";
import { approveDirectly, signUpAndConfirm, type TestApp } from "./test-app";

// The pieces of a table test for a rule written twice (TypeScript and SQL): a company to hold the
// cases, the bin to put some of them in, and the partial indexes' live predicates to ask about them.

/** A new company with one client and one project, for a table of cases stored as rows. */
export async function empresaDeCasos(t: TestApp) {
  const gil = await signUpAndConfirm(t, "gil@gama.example.com", "Gil Gama");
  const companyId = (await approveDirectly(t, gil.userId, "admin", "Gama Licenciamento")).id;
  const db = t.database.db;
  const [cliente] = await db
    .insert(clientes)
    .values({ companyId, nome: "Cliente", tipoPessoa: "juridica" })
    .returning();
  const [projeto] = await db
    .insert(empreendimentos)
    .values({ companyId, clienteId: cliente.id, nome: "Projeto" })
    .returning();
  return { companyId, clienteId: cliente.id, projetoId: projeto.id };
}
export type TEmpresaDeCasos = Awaited<ReturnType<typeof empresaDeCasos>>;

type TComLixeira = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn; lixeiraId: AnyPgColumn };

/** Marks the rows `ids` of `table` with a new bin entry of the company, as the bin's service does; its id. */
export async function naLixeira(t: TestApp, companyId: string, tipo: TLixeiraTipo, table: TComLixeira, ids: string[]) {
  const db = t.database.db;
  const [entrada] = await db
    .insert(lixeira)
    .values({
      companyId,
      tipo,
      registroId: ids[0],
      titulo: "Caso na lixeira",
      itens: LIXEIRA_SEM_ITENS,
      deletedAt: new Date(),
    })
    .returning();
  await db
    .update(table)
    .set({ lixeiraId: entrada.id } as never)
    .where(and(eq(table.companyId, companyId), inArray(table.id, ids)));
  return entrada.id;
}

/**
 * The live predicate of the partial index `indice`, as the database keeps it (pg_index): what
 * the migrations left, not what the code believes they left.
 */
export async function predicadoDoIndice(t: TestApp, indice: string): Promise<string> {
  const { rows } = (await t.database.db.execute(
    sql`select pg_get_expr(indpred, indrelid) as predicado from pg_index where indexrelid = to_regclass(${indice})`,
  )) as unknown as { rows: Array<{ predicado: string | null }> };
  if (!rows[0]?.predicado) throw new Error(`O índice ${indice} não existe ou não é parcial.`);
  return rows[0].predicado;
}

/** The ids of `table`'s rows the partial index `indice` holds: its predicate, evaluated on them. */
export async function noIndice(t: TestApp, table: TComLixeira, indice: string): Promise<Set<string>> {
  const predicado = await predicadoDoIndice(t, indice);
  const rows = await t.database.db
    .select({ id: table.id })
    .from(table)
    .where(sql`(${sql.raw(predicado)})`);
  return new Set(rows.map((r) => r.id as string));
}
