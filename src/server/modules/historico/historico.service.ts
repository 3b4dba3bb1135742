import { and, count, desc, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  clientes,
  condicionantes,
  empreendimentos,
  historico,
  licencas,
  licencaTipos,
  profiles,
} from "../../db/schema";
import { isUuid, pageOffset } from "../../db/paging";
import { notFound } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import {
  alteracoesExibidas,
  fraseDoHistorico,
  HISTORICO_FILHAS,
  referenciasDaLinha,
  rotuloDoFilho,
  type TAlteracoes,
  type THistoricoAcao,
  type THistoricoLinha,
  type THistoricoTabela,
  type TReferenciaTipo,
} from "../../../shared/rules/historico";
import { HISTORICO_NOT_FOUND, type THistorico, type THistoricoQuery } from "../../../shared/schemas/historico";
import { LICENCA_TIPOS_PADRAO } from "../../../shared/schemas/licencas";

// The 'Histórico' tab's reading side (docs/decisions/025-history.md). The rows are written by
// the database's trigger (migration 0012); here the caller's tenant transaction reads its own
// company's rows (the table's policy admits nothing else) and turns them into text to show.

const TABELAS = { licencas, condicionantes, clientes, empreendimentos } as const;

/** 404 unless the record is one the caller can see now (its company's, not in the bin). */
async function assertRegistro(db: Db, ctx: TTenantContext, tabela: THistoricoTabela, id: string) {
  const t = TABELAS[tabela];
  const [row] = isUuid(id)
    ? await db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.companyId, ctx.companyId), eq(t.id, id)))
    : [];
  if (!row) throw notFound(HISTORICO_NOT_FOUND[tabela]);
}

/** The record's own rows and its children's (its documents, its proofs): both indexes of 0012. */
function doRegistro(ctx: TTenantContext, tabela: THistoricoTabela, id: string): SQL | undefined {
  const filhas = HISTORICO_FILHAS[tabela];
  return and(
    eq(historico.companyId, ctx.companyId),
    or(
      and(eq(historico.registroId, id), eq(historico.tabela, tabela)),
      filhas.length ? and(eq(historico.donoId, id), inArray(historico.tabela, [...filhas])) : undefined,
    ),
  );
}

/**
 * One page of a licence's, condition's, client's or project's history, newest first (rows of one
 * transaction share their time; the id keeps their order). Names of the people and records a
 * page mentions are looked up once per page, not per row.
 */
export async function listHistorico(db: Db, ctx: TTenantContext, q: THistoricoQuery): Promise<THistorico> {
  await assertRegistro(db, ctx, q.tabela, q.id);
  const where = doRegistro(ctx, q.tabela, q.id);
  const rows = await db
    .select({
      id: historico.id,
      tabela: historico.tabela,
      registroId: historico.registroId,
      acao: historico.acao,
      ator: historico.ator,
      // A colleague who left the company is hidden by the profiles' policy: 'Usuário removido'.
      usuarioNome: profiles.fullName,
      alteracoes: historico.alteracoes,
      criadoEm: historico.criadoEm,
    })
    .from(historico)
    .leftJoin(profiles, eq(profiles.id, historico.usuarioId))
    .where(where)
    .orderBy(desc(historico.criadoEm), desc(historico.id))
    .limit(q.pageSize)
    .offset(pageOffset(q));
  const [{ total }] = await db.select({ total: count() }).from(historico).where(where);

  const linhas = rows.map((r) => ({
    ...r,
    acao: r.acao as THistoricoAcao,
    alteracoes: (r.alteracoes ?? {}) as TAlteracoes,
  }));
  const nomes = await nomesReferidos(db, ctx, linhas);
  const rotulos = await rotulosDosFilhos(db, ctx, linhas);
  return {
    items: linhas.map((l) => ({
      id: String(l.id),
      acao: l.acao,
      tabela: l.tabela,
      frase: fraseDoHistorico(l, rotulos.get(l.registroId) ?? null),
      quem: l.ator === "sistema" ? "Sistema" : l.usuarioNome || "Usuário removido",
      quando: l.criadoEm.toISOString(),
      alteracoes: alteracoesExibidas(l, (tipo, id) => nomes.get(`${tipo}:${id}`)),
    })),
    total,
  };
}

/** The names behind the ids a page mentions: people, clients, projects, the company's licence types. */
async function nomesReferidos(db: Db, ctx: TTenantContext, linhas: THistoricoLinha[]) {
  const ids: Record<TReferenciaTipo, Set<string>> = {
    usuario: new Set(),
    cliente: new Set(),
    empreendimento: new Set(),
    tipoLicenca: new Set(),
  };
  for (const l of linhas) for (const ref of referenciasDaLinha(l)) ids[ref.tipo].add(ref.id);
  const nomes = new Map<string, string>();
  const guardar = (tipo: TReferenciaTipo, rows: { id: string; nome: string | null }[]) => {
    for (const r of rows) if (r.nome) nomes.set(`${tipo}:${r.id}`, r.nome);
  };
  const uuids = (s: Set<string>) => [...s].filter(isUuid);

  if (ids.usuario.size)
    guardar(
      "usuario",
      await db
        .select({ id: profiles.id, nome: profiles.fullName })
        .from(profiles)
        .where(and(eq(profiles.companyId, ctx.companyId), inArray(profiles.id, [...ids.usuario]))),
    );
  const clienteIds = uuids(ids.cliente);
  if (clienteIds.length)
    guardar(
      "cliente",
      await db
        .select({ id: clientes.id, nome: clientes.nome })
        .from(clientes)
        .where(and(eq(clientes.companyId, ctx.companyId), inArray(clientes.id, clienteIds))),
    );
  const empreendimentoIds = uuids(ids.empreendimento);
  if (empreendimentoIds.length)
    guardar(
      "empreendimento",
      await db
        .select({ id: empreendimentos.id, nome: empreendimentos.nome })
        .from(empreendimentos)
        .where(and(eq(empreendimentos.companyId, ctx.companyId), inArray(empreendimentos.id, empreendimentoIds))),
    );
  if (ids.tipoLicenca.size) {
    const padrao = new Map<string, string>(LICENCA_TIPOS_PADRAO);
    guardar(
      "tipoLicenca",
      [...padrao].map(([id, nome]) => ({ id, nome })),
    );
    const proprios = [...ids.tipoLicenca].filter((c) => !padrao.has(c));
    if (proprios.length)
      guardar(
        "tipoLicenca",
        await db
          .select({ id: licencaTipos.codigo, nome: licencaTipos.nome })
          .from(licencaTipos)
          .where(and(eq(licencaTipos.companyId, ctx.companyId), inArray(licencaTipos.codigo, proprios))),
      );
  }
  return nomes;
}

/**
 * A document's name (or a proof's date) for rows that do not carry it — an update that left it
 * unchanged, e.g. sending it to the bin: taken from the same record's creation or deletion row.
 */
async function rotulosDosFilhos(
  db: Db,
  ctx: TTenantContext,
  linhas: (THistoricoLinha & { registroId: string })[],
): Promise<Map<string, string>> {
  const filhas = new Set(Object.values(HISTORICO_FILHAS).flat());
  const semRotulo = linhas.filter(
    (l) => filhas.has(l.tabela) && l.acao === "update" && !rotuloDoFilho(l.tabela, l.alteracoes),
  );
  const faltam = [...new Set(semRotulo.map((l) => l.registroId))];
  const rotulos = new Map<string, string>();
  if (!faltam.length) return rotulos;
  const outras = await db
    .select({ registroId: historico.registroId, tabela: historico.tabela, alteracoes: historico.alteracoes })
    .from(historico)
    .where(
      and(
        eq(historico.companyId, ctx.companyId),
        inArray(historico.registroId, faltam),
        inArray(historico.acao, ["insert", "delete"]),
      ),
    );
  for (const o of outras) {
    const rotulo = rotuloDoFilho(o.tabela, (o.alteracoes ?? {}) as TAlteracoes);
    if (rotulo) rotulos.set(o.registroId, rotulo);
  }
  return rotulos;
}
