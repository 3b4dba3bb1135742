import type { Db } from "../../db/client";
import { invalid } from "../../http/errors";
import type { TTenantContext } from "../../http/context";
import {
  CALENDAR_LIST_MAX,
  checklistDate,
  tituloCortado,
  defaultRange,
  EVENTO_TIPOS,
  VALIDADE_PRORROGADA_TITULO,
} from "../../../shared/rules/calendario";
import { entregaOrdem, entregaRotulo, obrigacaoAtrasada } from "../../../shared/rules/obrigacoes";
import { prazoLegalRenovacao } from "../../../shared/rules/licenca-status";
import {
  periodoInvalido,
  type TCalendario,
  type TCalendarioQuery,
  type TEventoCalendario,
} from "../../../shared/schemas/calendario";
import { totaisDasObrigacoes } from "../condicionantes/obrigacoes-por-dia";
import {
  cadaDia,
  checklistsAbertos,
  entregas,
  obrigacoesLegais,
  prazos,
  prazosLegais,
  vencimentos,
  type TCorte,
} from "./calendario-fontes";
import { eventosPorDia, obrigacoesLegaisAtrasadas } from "./calendario-dias";
import { diasInteiros, primeiroDiaIncompleto } from "./calendario-corte";

/** 'Licença de Operação 123/2024': the type's readable name, then the number. */
const rotulo = (tipo: string, numero: string) => `${tipo} ${numero}`;
/** An event's licence: its label, its short label ('LO 123/2024', its code) and its id. */
const daLicenca = (l: { tipo: string; codigo: string; numero: string }, licencaId: string) => ({
  licenca: rotulo(l.tipo, l.numero),
  licencaSigla: rotulo(l.codigo, l.numero),
  licencaId,
});

/** A condition's schedule, when it has one, to number its deliveries. */
const periodicidadeDe = (e: { inicio: string | null; fim: string | null; intervalo: number | null }) =>
  e.inicio && e.fim ? { dataInicio: e.inicio, dataFim: e.fim, intervalo: e.intervalo ?? 1 } : null;

type TLinhas = {
  vs: Awaited<ReturnType<typeof vencimentos>>;
  pls: Awaited<ReturnType<typeof prazosLegais>>;
  ps: Awaited<ReturnType<typeof prazos>>;
  es: Awaited<ReturnType<typeof entregas>>;
  cs: Awaited<ReturnType<typeof checklistsAbertos>>;
  os: Awaited<ReturnType<typeof obrigacoesLegais>>;
};

/** Each source's rows as events (part 1 §3 "Calendar event"). */
function comoEventos({ vs, pls, ps, es, cs, os }: TLinhas, today: string): TEventoCalendario[] {
  const semObrigacao = { atrasado: false, comprovacaoId: null, obrigacaoId: null };
  const semLicenca = { licenca: null, licencaSigla: null, licencaId: null, condicionanteId: null, checklistId: null };
  return [
    // After a renewal filed in time the expiry is no deadline (validadeProrrogada): said so, not 'Vencimento'.
    ...vs.map((v) => ({
      id: `${v.prorrogada ? "validade_prorrogada" : "vencimento"}:${v.id}`,
      tipo: v.prorrogada ? ("validade_prorrogada" as const) : ("vencimento" as const),
      titulo: v.prorrogada ? VALIDADE_PRORROGADA_TITULO : `Vencimento ${rotulo(v.tipo, v.numero)}`,
      tituloCompleto: null,
      data: v.validade!,
      empreendimento: v.projeto,
      ...daLicenca(v, v.id),
      condicionanteId: null,
      checklistId: null,
      ...semObrigacao,
    })),
    ...pls.map((v) => ({
      id: `prazo_renovacao:${v.id}`,
      tipo: "prazo_renovacao" as const,
      titulo: `Prazo legal de renovação — ${rotulo(v.tipo, v.numero)}`,
      tituloCompleto: null,
      data: prazoLegalRenovacao(v.validade!),
      empreendimento: v.projeto,
      ...daLicenca(v, v.id),
      condicionanteId: null,
      checklistId: null,
      ...semObrigacao,
    })),
    ...ps.map((p) => ({
      id: `condicionante:${p.id}`,
      tipo: "condicionante" as const,
      ...tituloCortado("", p.nome),
      data: p.data!,
      empreendimento: p.projeto,
      ...daLicenca(p, p.licencaId),
      condicionanteId: p.id,
      checklistId: null,
      atrasado: obrigacaoAtrasada(p.data, today),
      comprovacaoId: null,
      obrigacaoId: null,
    })),
    ...es.map((e) => ({
      id: `entrega:${e.id}`,
      tipo: "condicionante" as const,
      ...tituloCortado(`${entregaRotulo(entregaOrdem(periodicidadeDe(e), e.data))} - `, e.nome),
      data: e.data,
      empreendimento: e.projeto,
      ...daLicenca(e, e.licencaId),
      condicionanteId: e.condicionanteId,
      checklistId: null,
      atrasado: obrigacaoAtrasada(e.data, today),
      comprovacaoId: e.id,
      obrigacaoId: null,
    })),
    ...cs.map((k) => ({
      id: `checklist:${k.id}`,
      tipo: "checklist" as const,
      titulo: k.titulo,
      tituloCompleto: null,
      data: checklistDate(k.createdAt),
      empreendimento: k.projeto,
      ...semLicenca,
      checklistId: k.id,
      ...semObrigacao,
    })),
    ...os.map((o) => ({
      id: `obrigacao:${o.id}`,
      tipo: "obrigacao" as const,
      ...tituloCortado("", o.titulo),
      data: o.data,
      empreendimento: o.projeto,
      ...semLicenca,
      atrasado: obrigacaoAtrasada(o.data, today),
      comprovacaoId: null,
      obrigacaoId: o.obrigacaoId,
    })),
  ];
}

const porTipo = (a: TEventoCalendario, b: TEventoCalendario) =>
  a.data.localeCompare(b.data) || EVENTO_TIPOS.indexOf(a.tipo) - EVENTO_TIPOS.indexOf(b.tipo);
/** On one day, each type in the order its source's index reads it: a condition, then its deliveries. */
const chave = (e: TEventoCalendario) =>
  e.tipo === "condicionante"
    ? `${e.condicionanteId}|${e.comprovacaoId ?? ""}`
    : e.tipo === "obrigacao"
      ? e.id.slice("obrigacao:".length)
      : ((e.tipo === "checklist" ? e.checklistId : e.licencaId) ?? "");
const porId = (a: TEventoCalendario, b: TEventoCalendario) => {
  const [x, y] = [chave(a), chave(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * Part 1 §7 "Calendar", over a range (default: today up to today + 60 days): licence expiries,
 * the legal renewal deadlines of licences not yet filed in time (decision 023),
 * open obligations (conditions' deadlines and scheduled deliveries, decision 013) and the open
 * checklists whose date (creation + 7 days) falls in it, one query per source, merged by date.
 * `atrasadas` counts the obligations already overdue, whatever the range. `limite` keeps the first
 * N events; `porDia` each day's first N, with every day's total (calendario-fontes.ts); neither, at
 * most CALENDAR_LIST_MAX events, whole days, `ate` then the last day listed (calendario-corte.ts).
 * "Today" is the request's day (`ctx.today`, São Paulo).
 */
export async function getCalendario(db: Db, ctx: TTenantContext, q: TCalendarioQuery): Promise<TCalendario> {
  const { today } = ctx;
  const de = q.de ?? today;
  const ate = q.ate ?? defaultRange(de).ate;
  const problem = periodoInvalido(de, ate);
  if (problem) throw invalid("ate", problem);
  const { companyId } = ctx;

  // Every open obligation before today, whatever the range, from the tally (the popover says how
  // many it left out).
  const atrasadas = Promise.all([
    totaisDasObrigacoes(db, companyId, today).then((t) => t.vencidas),
    obrigacoesLegaisAtrasadas(db, companyId, today),
  ]).then(([condicoes, legais]) => condicoes + legais);
  if (q.porDia) {
    const porDia = q.porDia;
    const ler = <F extends Parameters<typeof cadaDia>[2]>(fonte: F) => cadaDia(db, companyId, fonte, de, ate, porDia);
    const [vs, pls, ps, es, os, cs, totais, n] = await Promise.all([
      ler(vencimentos),
      ler(prazosLegais),
      ler(prazos),
      ler(entregas),
      ler(obrigacoesLegais),
      checklistsAbertos(db, companyId, de, ate),
      eventosPorDia(db, companyId, de, ate),
      atrasadas,
    ]);
    const eventos = comoEventos({ vs, pls, ps, es, cs, os }, today);
    return { de, ate, atrasadas: n, ...primeirosDeCadaDia(eventos, totais, q) };
  }

  // Without a chosen start (the popover: the upcoming deadlines) every source starts today —
  // overdue obligations are `atrasadas`, a number, so they never push the upcoming ones out — and
  // an expiry that is no deadline is left out. Without `limite`, each source reads at most
  // CALENDAR_LIST_MAX rows (decision 068), from its date index.
  const maximo = q.limite ?? CALENDAR_LIST_MAX;
  const periodo: TCorte = { de, ate, limite: maximo, soPrazos: !q.de };
  const [vs, pls, ps, es, os, cs, n] = await Promise.all([
    vencimentos(db, companyId, periodo),
    prazosLegais(db, companyId, periodo),
    prazos(db, companyId, periodo),
    entregas(db, companyId, periodo),
    obrigacoesLegais(db, companyId, periodo),
    checklistsAbertos(db, companyId, de, ate),
    atrasadas,
  ]);
  const eventos = comoEventos({ vs, pls, ps, es, cs, os }, today);
  // By date; on one day expiries first, then legal renewal deadlines, then conditions' deadlines,
  // then checklists, each by title.
  eventos.sort((a, b) => porTipo(a, b) || a.titulo.localeCompare(b.titulo, "pt-BR"));
  if (q.limite) return { de, ate, atrasadas: n, eventos: eventos.slice(0, q.limite) };

  const ultimo = <T>(rows: T[], dia: (r: T) => string | null) => ({
    lidas: rows.length,
    ultimoDia: rows.length ? dia(rows[rows.length - 1]) : null,
  });
  const incompletoDesde = primeiroDiaIncompleto(
    [
      ultimo(vs, (v) => v.validade),
      ultimo(pls, (v) => prazoLegalRenovacao(v.validade!)),
      ultimo(ps, (p) => p.data),
      ultimo(es, (e) => e.data),
      ultimo(os, (o) => o.data),
    ],
    maximo,
  );
  const inteiros = diasInteiros(eventos, { de, ate }, incompletoDesde, maximo);
  if (inteiros) return { de, ate: inteiros.ate, atrasadas: n, eventos: inteiros.eventos };
  // Its first day alone holds more than the bound: that day's first events, as the month grid's
  // day lists them, and its total.
  const doDia = eventos.filter((e) => e.data === de);
  const totais = await eventosPorDia(db, companyId, de, de);
  return { de, ate: de, atrasadas: n, ...primeirosDeCadaDia(doDia, totais, { porDia: maximo }) };
}

/**
 * The month grid's answer: each day's first `porDia` events (by type, then by id, as the sources
 * read them) and every day's total. The checklists, at most 5 in the range, count as listed.
 */
function primeirosDeCadaDia(
  eventos: TEventoCalendario[],
  totais: Map<string, number>,
  q: Pick<TCalendarioQuery, "porDia" | "limite">,
) {
  eventos.sort((a, b) => porTipo(a, b) || porId(a, b));
  const lidos = new Map<string, number>();
  const checklists = new Map<string, number>();
  const cortados = eventos.filter((e) => {
    if (e.tipo === "checklist") checklists.set(e.data, (checklists.get(e.data) ?? 0) + 1);
    const n = (lidos.get(e.data) ?? 0) + 1;
    lidos.set(e.data, n);
    return n <= q.porDia!;
  });
  const dias: Record<string, number> = {};
  for (const dia of new Set([...totais.keys(), ...lidos.keys()]).values()) {
    // Never fewer than the sources read: should a count and a read ever disagree (a write between
    // them in another transaction), the cell must not say "-1 mais".
    const total = Math.max((totais.get(dia) ?? 0) + (checklists.get(dia) ?? 0), lidos.get(dia) ?? 0);
    if (total > 0) dias[dia] = total;
  }
  return { eventos: q.limite ? cortados.slice(0, q.limite) : cortados, dias };
}
