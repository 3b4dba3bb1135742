import { and, asc, desc, eq, gte, lt, lte, ne, not, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { checklists, condicionanteComprovacoes, condicionantes, empreendimentos, licencas } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import { addDays, TIME_ZONE } from "../../../shared/rules/datas";
import {
  CHECKLIST_DUE_DAYS,
  CHECKLIST_LIMIT,
  checklistDate,
  cutTitle,
  defaultRange,
  EVENTO_TIPOS,
} from "../../../shared/rules/calendario";
import { entregaOrdem, entregaRotulo, obrigacaoAtrasada } from "../../../shared/rules/obrigacoes";
import { comEntrega, entrega, entregaAberta, grupoObrigacao, temEntregasAbertas } from "../condicionantes/obrigacoes";
import {
  periodoInvalido,
  type TCalendario,
  type TCalendarioQuery,
  type TEventoCalendario,
} from "../../../shared/schemas/calendario";
import { tipoNome } from "../licencas/tipo-nome";
import { renovacaoAtendidaCondition } from "../licencas/licencas.service";
import { PRAZO_LEGAL_RENOVACAO_DIAS, prazoLegalRenovacao } from "../../../shared/rules/licenca-status";

/** 'Licença de Operação 123/2024': the type's readable name, then the number. */
const rotulo = (tipo: string, numero: string) => `${tipo} ${numero}`;

/** Local midnight in São Paulo of a yyyy-mm-dd day, as an instant (for a created_at range). */
const inicioDoDia = (day: string) => sql`(${day}::timestamp at time zone ${TIME_ZONE})`;

/** A condition's schedule, when it has one, to number its deliveries. */
const periodicidadeDe = (e: { inicio: string | null; fim: string | null; intervalo: number | null }) =>
  e.inicio && e.fim ? { dataInicio: e.inicio, dataFim: e.fim, intervalo: e.intervalo ?? 1 } : null;

/**
 * Part 1 §7 "Calendar", over a range (default: today up to today + 60 days): licence expiries,
 * the legal renewal deadlines of licences not yet filed in time (decision 023),
 * open obligations (conditions' deadlines and scheduled deliveries, decision 013) and the open
 * checklists whose date (creation + 7 days) falls in it, one query per source, merged by date.
 * Without a chosen start, obligations already overdue come too, first. `limite` keeps the first
 * N events.
 */
export async function getCalendario(
  db: Db,
  ctx: TTenantContext,
  today: string,
  q: TCalendarioQuery,
): Promise<TCalendario> {
  const de = q.de ?? today;
  const ate = q.ate ?? defaultRange(de).ate;
  const problem = periodoInvalido(de, ate);
  if (problem) throw new HttpError(400, "VALIDATION", problem, { ate: problem });
  const { companyId } = ctx;
  // The popover asks for the first few: each source then reads no more than that.
  const firstFew = <T extends { limit(n: number): T }>(qb: T) => (q.limite ? qb.limit(q.limite) : qb);

  const vencimentos = firstFew(
    db
      .select({
        id: licencas.id,
        tipo: tipoNome(),
        numero: licencas.numero,
        data: licencas.validadeDate,
        projeto: empreendimentos.nome,
      })
      .from(licencas)
      .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
      .where(and(eq(licencas.companyId, companyId), gte(licencas.validadeDate, de), lte(licencas.validadeDate, ate)))
      .orderBy(asc(licencas.validadeDate), asc(licencas.id))
      .$dynamic(),
  );

  // Decision 023: the legal renewal deadline (validade − 120 days) of each licence whose renewal
  // still needs filing — not of one already filed in time. Its day is in the range when the
  // expiry is 120 days past it, so the (company_id, validade_date) index serves it too.
  const prazosLegais = firstFew(
    db
      .select({
        id: licencas.id,
        tipo: tipoNome(),
        numero: licencas.numero,
        validade: licencas.validadeDate,
        projeto: empreendimentos.nome,
      })
      .from(licencas)
      .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
      .where(
        and(
          eq(licencas.companyId, companyId),
          gte(licencas.validadeDate, addDays(de, PRAZO_LEGAL_RENOVACAO_DIAS)),
          lte(licencas.validadeDate, addDays(ate, PRAZO_LEGAL_RENOVACAO_DIAS)),
          not(renovacaoAtendidaCondition()),
        ),
      )
      .orderBy(asc(licencas.validadeDate), asc(licencas.id))
      .$dynamic(),
  );

  // Open obligations (decision 013): conditions not concluded, by their deadline, unless they have
  // scheduled deliveries left, which stand for them each by its own date. Without a chosen start
  // (the popover) the spec's "on or before today + 60 days" has no lower bound: overdue ones first.
  const naJanela = (data: typeof condicionantes.dataPrazo | typeof condicionanteComprovacoes.dataEntrega) =>
    and(q.de ? gte(data, de) : undefined, lte(data, ate));
  const prazos = firstFew(
    db
      .select({
        id: condicionantes.id,
        nome: sql<string>`coalesce(${condicionantes.nome}, ${condicionantes.descricao})`,
        data: condicionantes.dataPrazo,
        licencaId: licencas.id,
        tipo: tipoNome(),
        numero: licencas.numero,
        projeto: empreendimentos.nome,
      })
      .from(condicionantes)
      .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
      .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
      .where(
        and(
          eq(condicionantes.companyId, companyId),
          ne(condicionantes.status, "concluida"),
          naJanela(condicionantes.dataPrazo),
          not(temEntregasAbertas(db, condicionantes.id)),
        ),
      )
      .orderBy(asc(condicionantes.dataPrazo), asc(condicionantes.id))
      .$dynamic(),
  );

  const entregas = firstFew(
    db
      .select({
        id: condicionanteComprovacoes.id,
        data: condicionanteComprovacoes.dataEntrega,
        condicionanteId: condicionantes.id,
        nome: sql<string>`coalesce(${condicionantes.nome}, ${condicionantes.descricao})`,
        intervalo: condicionantes.periodicidadeIntervalo,
        inicio: condicionantes.dataInicioPeriodicidade,
        fim: condicionantes.dataFimPeriodicidade,
        licencaId: licencas.id,
        tipo: tipoNome(),
        numero: licencas.numero,
        projeto: empreendimentos.nome,
      })
      .from(condicionanteComprovacoes)
      .innerJoin(condicionantes, eq(condicionantes.id, condicionanteComprovacoes.condicionanteId))
      .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
      .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
      .where(
        and(
          eq(condicionanteComprovacoes.companyId, companyId),
          entregaAberta,
          naJanela(condicionanteComprovacoes.dataEntrega),
        ),
      )
      .orderBy(asc(condicionanteComprovacoes.dataEntrega), asc(condicionanteComprovacoes.id))
      .$dynamic(),
  );

  // Every open obligation before today, whatever the range: the popover says how many it left out.
  const atrasadas = db
    .select({ n: sql<number>`count(*)::int` })
    .from(condicionantes)
    .leftJoin(entrega, comEntrega)
    .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
    .where(and(eq(condicionantes.companyId, companyId), grupoObrigacao("vencidas", today)));

  // Date = creation day + 7 in [de, ate] ⇔ created from (de − 7) 00:00 to before (ate − 6) 00:00,
  // São Paulo time: a range on created_at, which the (company_id, status, created_at) index serves.
  const abertos = db
    .select({
      id: checklists.id,
      titulo: checklists.titulo,
      createdAt: checklists.createdAt,
      projeto: empreendimentos.nome,
    })
    .from(checklists)
    .leftJoin(empreendimentos, eq(empreendimentos.id, checklists.empreendimentoId))
    .where(
      and(
        eq(checklists.companyId, companyId),
        eq(checklists.status, "aberto"),
        gte(checklists.createdAt, inicioDoDia(addDays(de, -CHECKLIST_DUE_DAYS))),
        lt(checklists.createdAt, inicioDoDia(addDays(ate, 1 - CHECKLIST_DUE_DAYS))),
      ),
    )
    .orderBy(desc(checklists.createdAt), desc(checklists.id))
    .limit(CHECKLIST_LIMIT);

  const [vs, pls, ps, es, cs, [{ n }]] = await Promise.all([
    vencimentos,
    prazosLegais,
    prazos,
    entregas,
    abertos,
    atrasadas,
  ]);
  const semObrigacao = { atrasado: false, comprovacaoId: null };

  const eventos: TEventoCalendario[] = [
    ...vs.map((v) => ({
      id: `vencimento:${v.id}`,
      tipo: "vencimento" as const,
      titulo: `Vencimento ${rotulo(v.tipo, v.numero)}`,
      data: v.data!,
      empreendimento: v.projeto,
      licenca: rotulo(v.tipo, v.numero),
      licencaId: v.id,
      condicionanteId: null,
      checklistId: null,
      ...semObrigacao,
    })),
    ...pls.map((v) => ({
      id: `prazo_renovacao:${v.id}`,
      tipo: "prazo_renovacao" as const,
      titulo: `Prazo legal de renovação — ${rotulo(v.tipo, v.numero)}`,
      data: prazoLegalRenovacao(v.validade!),
      empreendimento: v.projeto,
      licenca: rotulo(v.tipo, v.numero),
      licencaId: v.id,
      condicionanteId: null,
      checklistId: null,
      ...semObrigacao,
    })),
    ...ps.map((p) => ({
      id: `condicionante:${p.id}`,
      tipo: "condicionante" as const,
      titulo: cutTitle(p.nome),
      data: p.data!,
      empreendimento: p.projeto,
      licenca: rotulo(p.tipo, p.numero),
      licencaId: p.licencaId,
      condicionanteId: p.id,
      checklistId: null,
      atrasado: obrigacaoAtrasada(p.data, today),
      comprovacaoId: null,
    })),
    ...es.map((e) => ({
      id: `entrega:${e.id}`,
      tipo: "condicionante" as const,
      titulo: `${entregaRotulo(entregaOrdem(periodicidadeDe(e), e.data))} - ${cutTitle(e.nome)}`,
      data: e.data,
      empreendimento: e.projeto,
      licenca: rotulo(e.tipo, e.numero),
      licencaId: e.licencaId,
      condicionanteId: e.condicionanteId,
      checklistId: null,
      atrasado: obrigacaoAtrasada(e.data, today),
      comprovacaoId: e.id,
    })),
    ...cs.map((k) => ({
      id: `checklist:${k.id}`,
      tipo: "checklist" as const,
      titulo: k.titulo,
      data: checklistDate(k.createdAt),
      empreendimento: k.projeto,
      licenca: null,
      licencaId: null,
      condicionanteId: null,
      checklistId: k.id,
      ...semObrigacao,
    })),
  ];
  // By date; on one day expiries first, then legal renewal deadlines, then conditions' deadlines,
  // then checklists, each by title.
  eventos.sort(
    (a, b) =>
      a.data.localeCompare(b.data) ||
      EVENTO_TIPOS.indexOf(a.tipo) - EVENTO_TIPOS.indexOf(b.tipo) ||
      a.titulo.localeCompare(b.titulo, "pt-BR"),
  );
  return { de, ate, atrasadas: n, eventos: q.limite ? eventos.slice(0, q.limite) : eventos };
}
