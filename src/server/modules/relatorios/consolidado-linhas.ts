import { and, asc, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { clientes, condicionantes, empreendimentos, licencas, obrigacaoInstancias, obrigacoes } from "../../db/schema";
import type { TTenantContext } from "../../http/context";
import type { TSituacao } from "../../../shared/rules/consolidado";
import type { TConsolidadoLinha } from "../../../shared/schemas/consolidado";
import { comEntrega, entrega } from "../condicionantes/obrigacoes";
import { contagensDeCondicionantes, contagensDeLicencas, contagensDeObrigacoes } from "./consolidado-contagens";

// The report's rows project by project (decision 067): the company's projects read in name order
// (`nome_busca`, the folded name the report sorts by, then the id) after a key, at most `examinar`
// of them, each with its counts read through its own keys — its licences, their conditions and
// open deliveries, the obligations that bind it — so a statement costs the projects it reads, not
// the company. The counts and the traffic light are the whole-company statement's
// (consolidado-completo.ts), row for row; consolidado.test.ts compares both on its fixture.

/** Where a walk in name order stopped: the last project read. */
export interface TChaveDeNome {
  nomeBusca: string;
  id: string;
}

export interface TLinhasEmOrdem {
  /** After this project in name order; null: from the first. */
  depois: TChaveDeNome | null;
  /** How many projects to read, at most. */
  examinar: number;
  /** Only the rows in this situation, `pular` of them skipped and `limite` kept (SQL's OFFSET and LIMIT). */
  so?: { situacao: TSituacao; pular: number; limite: number };
}

export type TLinhaEmOrdem = TConsolidadoLinha & { chave: TChaveDeNome };

export async function linhasEmOrdemDeNome(db: Db, ctx: TTenantContext, q: TLinhasEmOrdem): Promise<TLinhaEmOrdem[]> {
  const { companyId, today } = ctx;
  const e = db
    .select({
      id: empreendimentos.id,
      nome: empreendimentos.nome,
      nomeBusca: sql<string>`${empreendimentos.nomeBusca}`.as("e_nome_busca"),
      clienteId: empreendimentos.clienteId,
    })
    .from(empreendimentos)
    .where(
      and(
        eq(empreendimentos.companyId, companyId),
        // A row comparison, which a btree on (company_id, nome_busca, id) starts from.
        q.depois
          ? sql`(${empreendimentos.nomeBusca}, ${empreendimentos.id}) > (${q.depois.nomeBusca}, ${q.depois.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(empreendimentos.nomeBusca), asc(empreendimentos.id))
    // The LIMIT also keeps the laterals above this subquery: they run only for the rows it yields.
    .limit(q.examinar)
    .as("e");

  const lic = db.select(contagensDeLicencas(today)).from(licencas).where(eq(licencas.empreendimentoId, e.id)).as("lic");
  const cond = db
    .select(contagensDeCondicionantes(today))
    .from(licencas)
    .innerJoin(condicionantes, eq(condicionantes.licencaId, licencas.id))
    .leftJoin(entrega, comEntrega)
    .where(eq(licencas.empreendimentoId, e.id))
    .as("cond");
  // The project's own obligations and its client's that name no project (decision 058).
  const o = obrigacoes;
  const i = obrigacaoInstancias;
  const obr = db
    .select(contagensDeObrigacoes(today))
    .from(o)
    .innerJoin(i, eq(i.obrigacaoId, o.id))
    .where(
      and(
        eq(o.companyId, companyId),
        eq(o.clienteId, e.clienteId),
        or(eq(o.empreendimentoId, e.id), isNull(o.empreendimentoId)),
        ne(i.status, "cumprida"),
      ),
    )
    .as("obr");

  const situacao = situacaoSql(
    sql`${lic.vencida} > 0 or ${cond.vencidas} > 0 or ${obr.atrasadas} > 0`,
    sql`${lic.alerta} > 0 or ${cond.vencendo} > 0 or ${obr.vencendo} > 0`,
  );
  const base = db
    .select({
      id: e.id,
      nome: e.nome,
      nomeBusca: e.nomeBusca,
      // The client's name by its key, row by row: a join could be planned as a hash over every client.
      clienteId: e.clienteId,
      clienteNome: sql<string>`(select ${clientes.nome} from ${clientes} where ${clientes.id} = ${e.clienteId})`,
      lic: { vigente: lic.vigente, alerta: lic.alerta, vencida: lic.vencida, emRenovacao: lic.emRenovacao },
      cond: { vencidas: cond.vencidas, vencendo: cond.vencendo, aVencer: cond.aVencer, concluidas: cond.concluidas },
      obr: { atrasadas: obr.atrasadas, vencendo: obr.vencendo },
      situacao,
    })
    .from(e)
    .crossJoinLateral(lic)
    .crossJoinLateral(cond)
    .crossJoinLateral(obr)
    .where(q.so ? sql`${situacao} = ${q.so.situacao}` : undefined)
    .orderBy(asc(e.nomeBusca), asc(e.id))
    .$dynamic();
  const rows = await (q.so ? base.limit(q.so.limite).offset(q.so.pular) : base);
  return rows.map((r) => ({
    chave: { nomeBusca: r.nomeBusca, id: r.id },
    empreendimento: { id: r.id, nome: r.nome },
    cliente: { id: r.clienteId, nome: r.clienteNome },
    licencas: {
      vigente: r.lic.vigente,
      alertaRenovacao: r.lic.alerta,
      vencida: r.lic.vencida,
      emRenovacao: r.lic.emRenovacao,
    },
    condicionantes: {
      vencidas: r.cond.vencidas,
      vencendo30: r.cond.vencendo,
      aVencer: r.cond.aVencer,
      concluidas: r.cond.concluidas,
    },
    obrigacoes: { atrasadas: r.obr.atrasadas, vencendo30: r.obr.vencendo },
    situacao: r.situacao,
  }));
}

/** shared/rules/consolidado.ts's order of checks, over a row's counts: late first, then soon. */
export const situacaoSql = (critico: SQL, atencao: SQL) =>
  sql<TSituacao>`case when ${critico} then 'critico' when ${atencao} then 'atencao' else 'em_dia' end`;
