import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { arrayParam } from "../../db/array-param";
import { alertaDestinatarios, alertas } from "../../db/schema";
import {
  alertaAtrasoSemanal,
  ANTECEDENCIAS_LICENCA_PADRAO,
  ANTECEDENCIAS_PRAZO_PADRAO,
  comPrazoLegal,
  marcoDoDia,
  prazosDoDia,
  type TAlertaItemTipo,
} from "../../../shared/rules/alertas";
import { renovacaoAtendida } from "../../../shared/rules/licenca-status";
import { antecedenciasDaEmpresa } from "../empresas/antecedencias";

/** An item whose deadline may fire today, with what its alert keeps. */
type TCandidato = {
  tipo: TAlertaItemTipo;
  id: string;
  companyId: string;
  prazo: string;
  responsavelId: string | null;
  titulo: string;
  contexto: string | null;
  paiId: string | null;
  /** The company's own lead times, or null for the defaults. */
  antecedencias: number[] | null;
  /** Licences only: met once the renewal was filed in time. */
  emRenovacao?: boolean;
  protocolo?: string | null;
};

const TITULO_MAX = 300;
const LOTE = 500;

/** Lead times per item type as the item's company set them, or the defaults. */
function antecedenciasDe(c: TCandidato): readonly number[] {
  const coluna = c.tipo === "licenca" ? "antecedenciasLicenca" : "antecedenciasPrazo";
  const daEmpresa = antecedenciasDaEmpresa({
    antecedenciasLicenca: null,
    antecedenciasPrazo: null,
    [coluna]: c.antecedencias,
  });
  return c.tipo === "licenca" ? daEmpresa.licenca : daEmpresa.prazo;
}

/** Every lead time any company uses for a type: the deadlines worth probing today. */
async function antecedenciasEmUso(
  tx: Db,
  coluna: "antecedencias_licenca" | "antecedencias_prazo",
  padrao: readonly number[],
) {
  const rows = await tx.execute<{ n: number }>(
    sql`select distinct unnest(${sql.raw(coluna)}) as n from empresa_configuracoes where ${sql.raw(coluna)} is not null`,
  );
  const todas = [...padrao, ...rows.rows.map((r) => Number(r.n))];
  return coluna === "antecedencias_licenca" ? comPrazoLegal(todas) : [...new Set(todas)];
}

/**
 * The open items whose deadline is one of `prazos`: licences not in the bin, conditions neither
 * concluded nor approved, activities not concluded. Each query probes its partial index with the
 * listed dates (migration 0011), so it reads the rows due today and no others.
 */
function candidatos(prazos: { licenca: string[]; prazo: string[] }): ((tx: Db) => Promise<TCandidato[]>)[] {
  const q = (query: SQL) => (tx: Db) => tx.execute<TCandidato>(query).then((r) => r.rows);
  return [
    q(sql`
      select 'licenca' as tipo, l.id, l.company_id as "companyId", l.validade_date::text as prazo,
             l.responsavel_id as "responsavelId", l.tipo || ' ' || l.numero as titulo,
             e.nome || ' · ' || cl.nome as contexto, null as "paiId",
             cfg.antecedencias_licenca as antecedencias,
             l.em_renovacao as "emRenovacao", l.protocolo_renovacao_data::text as protocolo
      from licencas l
      join empreendimentos e on e.id = l.empreendimento_id
      join clientes cl on cl.id = e.cliente_id
      left join empresa_configuracoes cfg on cfg.company_id = l.company_id
      where l.validade_date = any(${arrayParam(prazos.licenca, "date")}) and l.lixeira_id is null`),
    q(sql`
      select 'condicionante' as tipo, c.id, c.company_id as "companyId", c.data_prazo::text as prazo,
             c.responsavel_id as "responsavelId", coalesce(c.nome, c.descricao) as titulo,
             l.tipo || ' ' || l.numero || ' · ' || e.nome as contexto, l.id as "paiId",
             cfg.antecedencias_prazo as antecedencias
      from condicionantes c
      join licencas l on l.id = c.licenca_id
      join empreendimentos e on e.id = l.empreendimento_id
      left join empresa_configuracoes cfg on cfg.company_id = c.company_id
      where c.data_prazo = any(${arrayParam(prazos.prazo, "date")})
        and c.status <> 'concluida' and not c.aprovada and c.lixeira_id is null`),
    q(sql`
      select 'atividade' as tipo, a.id, a.company_id as "companyId", a.data_prazo::text as prazo,
             a.responsavel_id as "responsavelId", a.titulo, e.nome as contexto, e.id as "paiId",
             cfg.antecedencias_prazo as antecedencias
      from atividades_cronograma a
      join empreendimentos e on e.id = a.empreendimento_id
      left join empresa_configuracoes cfg on cfg.company_id = a.company_id
      where a.data_prazo = any(${arrayParam(prazos.prazo, "date")}) and a.status <> 'concluida' and a.lixeira_id is null`),
  ];
}

type TPessoa = {
  id: string;
  companyId: string;
  email: boolean;
};

/** The company's active admins and the named responsible people still active in that company. */
async function destinatariosPossiveis(tx: Db, empresas: string[], responsaveis: string[]) {
  const rows = await tx.execute<TPessoa & { admin: boolean }>(sql`
    select p.id, p.company_id as "companyId", p.alertas_email as email,
           exists (select 1 from user_roles r where r.user_id = p.id and r.role in ('admin', 'super_admin')) as admin
    from profiles p
    where p.ativo and p.company_id is not null
      and (p.id = any(${arrayParam(responsaveis, "text")})
           or (p.company_id = any(${arrayParam(empresas, "uuid")})
               and exists (select 1 from user_roles r where r.user_id = p.id and r.role in ('admin', 'super_admin'))))`);
  const admins = new Map<string, TPessoa[]>();
  const pessoas = new Map<string, TPessoa>();
  for (const p of rows.rows) {
    pessoas.set(p.id, p);
    if (p.admin) admins.set(p.companyId, [...(admins.get(p.companyId) ?? []), p]);
  }
  return { admins, pessoas };
}

/**
 * A newer alert of an item stands for the older ones still unread: they are marked read (the bell
 * counts items needing attention, not every day that spoke of them). They stay in each person's
 * list with their day, and an older one still waiting for the digest goes out with it.
 */
async function aposentarAnteriores(tx: Db, novos: { id: string; itemId: string }[]) {
  if (novos.length === 0) return;
  await tx.execute(sql`
    update alerta_destinatarios d set lida_em = now()
    from alertas a
    where a.id = d.alerta_id and d.lida_em is null
      and a.item_id = any(${arrayParam(
        novos.map((n) => n.itemId),
        "uuid",
      )})
      and a.id <> all(${arrayParam(
        novos.map((n) => n.id),
        "uuid",
      )})`);
}

/**
 * Fires the alerts due on `dia` (issue 16 §4, decision 022): each open item whose deadline is
 * one of its company's lead times away (or 1, 8, 15… days past, for conditions and activities)
 * gets one alert per (item, deadline, lead time) — the unique key makes a replay or a second
 * instance add nothing — sent to its responsible person and the company's admins. Answers the
 * number of alerts created.
 */
export async function dispararAlertas(tx: Db, dia: string): Promise<number> {
  // One after another: a transaction holds one connection, which runs one query at a time.
  const licencaLeads = await antecedenciasEmUso(tx, "antecedencias_licenca", ANTECEDENCIAS_LICENCA_PADRAO);
  const prazoLeads = await antecedenciasEmUso(tx, "antecedencias_prazo", ANTECEDENCIAS_PRAZO_PADRAO);
  const prazos = { licenca: prazosDoDia(dia, licencaLeads, false), prazo: prazosDoDia(dia, prazoLeads, true) };
  const todos: TCandidato[] = [];
  for (const consulta of candidatos(prazos)) todos.push(...(await consulta(tx)));

  const devidos = todos
    .filter(
      (c) =>
        c.tipo !== "licenca" ||
        !renovacaoAtendida({ validade: c.prazo, emRenovacao: !!c.emRenovacao, protocolo: c.protocolo ?? null }),
    )
    .map((c) => ({ c, marco: marcoDoDia(c.prazo, dia, antecedenciasDe(c), alertaAtrasoSemanal(c.tipo)) }))
    .filter((d): d is { c: TCandidato; marco: number } => d.marco !== null);
  if (devidos.length === 0) return 0;

  const { admins, pessoas } = await destinatariosPossiveis(
    tx,
    [...new Set(devidos.map((d) => d.c.companyId))],
    [...new Set(devidos.flatMap((d) => (d.c.responsavelId ? [d.c.responsavelId] : [])))],
  );

  let criados = 0;
  for (let i = 0; i < devidos.length; i += LOTE) {
    const lote = devidos.slice(i, i + LOTE);
    const novos = await tx
      .insert(alertas)
      .values(
        lote.map(({ c, marco }) => ({
          companyId: c.companyId,
          itemTipo: c.tipo,
          itemId: c.id,
          paiId: c.paiId,
          prazo: c.prazo,
          marco,
          dia,
          titulo: c.titulo.slice(0, TITULO_MAX),
          contexto: c.contexto,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: alertas.id, companyId: alertas.companyId, itemTipo: alertas.itemTipo, itemId: alertas.itemId });
    criados += novos.length;

    const responsavelDe = new Map(lote.map(({ c }) => [`${c.tipo}:${c.id}`, c.responsavelId]));
    const linhas = novos.flatMap((a) => {
      const responsavel = pessoas.get(responsavelDe.get(`${a.itemTipo}:${a.itemId}`) ?? "");
      const para = new Map((admins.get(a.companyId) ?? []).map((p) => [p.id, p]));
      // A responsible person is heard only in their own company (a colleague moved elsewhere is not).
      if (responsavel && responsavel.companyId === a.companyId) para.set(responsavel.id, responsavel);
      return [...para.values()].map((p) => ({
        alertaId: a.id,
        companyId: a.companyId,
        userId: p.id,
        emailPendente: p.email,
      }));
    });
    if (linhas.length) await tx.insert(alertaDestinatarios).values(linhas).onConflictDoNothing();
    await aposentarAnteriores(tx, novos);
  }
  return criados;
}
