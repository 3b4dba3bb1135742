import { and, asc, eq, gt, gte, lte, ne, not, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  atividadesCronograma,
  clientes,
  condicionanteComprovacoes,
  condicionantes,
  empreendimentos,
  licencas,
  obrigacaoInstancias,
  obrigacoes,
} from "../../db/schema";
import { addDays } from "../../../shared/rules/datas";
import { cutTitle, VALIDADE_PRORROGADA_TITULO } from "../../../shared/rules/calendario";
import { entregaOrdem, entregaRotulo } from "../../../shared/rules/obrigacoes";
import { alertaLink } from "../../../shared/rules/alertas";
import {
  PRAZO_LEGAL_RENOVACAO_DIAS,
  prazoLegalRenovacao,
  renovacaoFrase,
  validadeProrrogada,
} from "../../../shared/rules/licenca-status";
import { FEED_DIAS_ANTES, FEED_DIAS_DEPOIS, type TFeedEscopo } from "../../../shared/schemas/calendario-feed";
import { entregaAberta, temEntregasAbertas } from "../condicionantes/obrigacoes";
import { prazoLegalEntreSql, renovacaoAtendidaSql } from "../licencas/renovacao-sql";
import { tipoNome } from "../licencas/tipo-nome";
import { responsavelNome } from "../usuarios/responsavel";

// The feed's sources (decision 027), each read in keyset batches by (date, id) (decision 068):
// a batch is one short tenant transaction and the next starts after its last row, so the feed of
// the largest company is written in bounded memory, and an item moved between two batches is
// neither doubled nor skipped unless it moves across the cursor.

export type TFeedEventoTipo =
  "vencimento" | "prazo_renovacao" | "condicionante" | "entrega" | "atividade" | "obrigacao";

/** One all-day event of the feed, ready to be written (feed-ics.ts). */
export interface TFeedEvento {
  tipo: TFeedEventoTipo;
  itemId: string;
  data: string;
  resumo: string;
  /** 'Campo: valor' lines; empty values are left out. */
  detalhes: Array<[string, string | null]>;
  /** A path of the web app, e.g. /licencas?detalhes=… */
  link: string;
  /**
   * LAST-MODIFIED, so an app sees the change: when the row that gives the event its day and title
   * was last written (a description's project or client renamed does not count).
   */
  alteradoEm: Date;
}

export interface TFeedPedido {
  userId: string;
  escopo: TFeedEscopo;
  today: string;
  /**
   * A client's portal user's feed (decision 044), read in their portal transaction: the client's
   * licences, conditions and obligations' due dates only, no activities (the portal does not show
   * them), no colleague's name, and links into the portal.
   */
  portal?: boolean;
}

/** Where a batch starts: after this row in (date, id) order. */
export interface TCursorFeed {
  data: string;
  id: string;
}

/** One batch of a source: its next `limite` events after `depois`, and the cursor of the last. */
export type TFonteDoFeed = (
  tx: Db,
  depois: TCursorFeed | null,
  limite: number,
) => Promise<{ eventos: TFeedEvento[]; ultimo: TCursorFeed | null }>;

/** A summary's item name: calendar apps cut long titles themselves; a condition's text may be a paragraph. */
const RESUMO_MAX = 80;

type TDetalhes = TFeedEvento["detalhes"];
/** What the description says of a licence, from any of the queries below. */
interface TLinhaDaLicenca {
  tipoNome: string;
  numero: string;
  orgao: string;
  projeto: string;
  cliente: string;
  responsavel: string | null;
}

/** Where a portal user's feed opens an obligation's due date: the portal's 'Obrigações legais'. */
const PORTAL_OBRIGACOES_LEGAIS = "/portal/obrigacoes-legais";

/** 'LO 123/2026': the short code, so a calendar's narrow cell still shows the number. */
const curto = (tipo: string, numero: string) => `${tipo} ${numero}`;
const nomeDaCondicionante = sql<string>`coalesce(${condicionantes.nome}, ${condicionantes.descricao})`;

/**
 * After the cursor in (date, id) order, written `date >= d and (date > d or id > i)` rather than
 * as a row comparison, which PostgreSQL estimates as selecting almost nothing (decision 026).
 */
function depoisDe(data: AnyPgColumn, id: AnyPgColumn, c: TCursorFeed | null): SQL | undefined {
  return c ? and(gte(data, c.data), or(gt(data, c.data), gt(id, c.id))) : undefined;
}

/** A source from its batch query, its rows' cursor and its rows' event. */
const fonte =
  <R>(
    ler: (tx: Db, depois: TCursorFeed | null, limite: number) => Promise<R[]>,
    cursor: (r: R) => TCursorFeed,
    evento: (r: R) => TFeedEvento,
  ): TFonteDoFeed =>
  async (tx, depois, limite) => {
    const rows = await ler(tx, depois, limite);
    return { eventos: rows.map(evento), ultimo: rows.length ? cursor(rows[rows.length - 1]) : null };
  };

/**
 * The feed's items for one user, source by source, read in the caller's tenant transaction: the
 * wall admits only the user's company's rows, and hides what is in the bin. Within
 * FEED_DIAS_ANTES days back and FEED_DIAS_DEPOIS ahead; with escopo 'meus', only what the user
 * answers for (a scheduled delivery: its condition's responsible person). What is concluded no
 * longer has a deadline and leaves the feed, as it leaves the calendar screen (decision 013).
 */
export function fontesDoFeed(p: TFeedPedido): TFonteDoFeed[] {
  const de = addDays(p.today, -FEED_DIAS_ANTES);
  const ate = addDays(p.today, FEED_DIAS_DEPOIS);
  const meus = (column: AnyPgColumn): SQL | undefined => (p.escopo === "meus" ? eq(column, p.userId) : undefined);
  // The portal's role reads no profile: the responsible person is the consultancy's business.
  const responsavel = (column: AnyPgColumn) => (p.portal ? sql<string | null>`null` : responsavelNome(column));
  const linkDaLicenca = (licencaId: string, link: string) => (p.portal ? `/portal/licencas/${licencaId}` : link);
  const naJanela = (column: AnyPgColumn) => and(gte(column, de), lte(column, ate));
  const daLicencaDetalhes = (l: TLinhaDaLicenca): TDetalhes => [
    ["Licença", `${l.tipoNome} ${l.numero} — ${l.orgao}`],
    ["Empreendimento", l.projeto],
    ["Cliente", l.cliente],
    ["Responsável", l.responsavel],
  ];

  const daLicenca = {
    id: licencas.id,
    tipo: licencas.tipo,
    tipoNome: tipoNome(),
    numero: licencas.numero,
    orgao: licencas.orgao,
    validade: licencas.validadeDate,
    projetoId: empreendimentos.id,
    projeto: empreendimentos.nome,
    cliente: clientes.nome,
  };
  const licencasOnde = (tx: Db, where: SQL | undefined, depois: TCursorFeed | null, limite: number) =>
    tx
      .select({
        ...daLicenca,
        emRenovacao: licencas.emRenovacao,
        protocolo: licencas.protocoloRenovacaoData,
        responsavel: responsavel(licencas.responsavelId),
        alteradoEm: licencas.updatedAt,
      })
      .from(licencas)
      .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
      .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
      .where(and(where, meus(licencas.responsavelId), depoisDe(licencas.validadeDate, licencas.id, depois)))
      .orderBy(asc(licencas.validadeDate), asc(licencas.id))
      .limit(limite);
  const porValidade = (l: { validade: string | null; id: string }) => ({ data: l.validade!, id: l.id });

  const vencimentos = fonte(
    (tx, depois, limite) => licencasOnde(tx, naJanela(licencas.validadeDate), depois, limite),
    porValidade,
    (l) => {
      // Filed in time, the expiry is no deadline: the same event (same UID) says so instead.
      const prazos = { validade: l.validade, emRenovacao: l.emRenovacao, protocolo: l.protocolo };
      const prorrogada = validadeProrrogada(prazos);
      return {
        tipo: "vencimento",
        itemId: l.id,
        data: l.validade!,
        resumo: `${prorrogada ? VALIDADE_PRORROGADA_TITULO : "Vencimento"} — ${curto(l.tipo, l.numero)}`,
        detalhes: [...daLicencaDetalhes(l), ["Renovação", prorrogada ? renovacaoFrase(prazos, p.today) : null]],
        link: linkDaLicenca(l.id, alertaLink("licenca", l.id, null)),
        alteradoEm: l.alteradoEm,
      };
    },
  );

  // Decision 023: validade − 120 in the window, for licences whose renewal still needs filing.
  const prazosLegais = fonte(
    (tx, depois, limite) =>
      licencasOnde(tx, and(prazoLegalEntreSql(de, ate), not(renovacaoAtendidaSql())), depois, limite),
    porValidade,
    (l) => ({
      tipo: "prazo_renovacao",
      itemId: l.id,
      data: prazoLegalRenovacao(l.validade!),
      resumo: `Prazo legal de renovação — ${curto(l.tipo, l.numero)}`,
      detalhes: [
        ...daLicencaDetalhes(l),
        ["Observação", `Último dia para protocolar a renovação, ${PRAZO_LEGAL_RENOVACAO_DIAS} dias antes da validade.`],
      ],
      link: linkDaLicenca(l.id, alertaLink("licenca", l.id, null)),
      alteradoEm: l.alteradoEm,
    }),
  );

  // Open conditions by their deadline, unless scheduled deliveries stand for them (decision 013).
  const prazos = fonte(
    (tx, depois, limite) =>
      tx
        .select({
          ...daLicenca,
          condicionanteId: condicionantes.id,
          nome: nomeDaCondicionante,
          data: condicionantes.dataPrazo,
          responsavel: responsavel(condicionantes.responsavelId),
          alteradoEm: condicionantes.updatedAt,
        })
        .from(condicionantes)
        .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
        .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
        .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
        .where(
          and(
            ne(condicionantes.status, "concluida"),
            naJanela(condicionantes.dataPrazo),
            not(temEntregasAbertas(tx, condicionantes.id)),
            meus(condicionantes.responsavelId),
            depoisDe(condicionantes.dataPrazo, condicionantes.id, depois),
          ),
        )
        .orderBy(asc(condicionantes.dataPrazo), asc(condicionantes.id))
        .limit(limite),
    (c) => ({ data: c.data!, id: c.condicionanteId }),
    (c) => ({
      tipo: "condicionante",
      itemId: c.condicionanteId,
      data: c.data!,
      resumo: `Condicionante — ${cutTitle(c.nome, RESUMO_MAX)}`,
      detalhes: [["Condicionante", c.nome], ...daLicencaDetalhes(c)],
      link: linkDaLicenca(c.id, alertaLink("condicionante", c.condicionanteId, c.id)),
      alteradoEm: c.alteradoEm,
    }),
  );

  const entregas = fonte(
    (tx, depois, limite) =>
      tx
        .select({
          ...daLicenca,
          entregaId: condicionanteComprovacoes.id,
          data: condicionanteComprovacoes.dataEntrega,
          condicionanteId: condicionantes.id,
          nome: nomeDaCondicionante,
          intervalo: condicionantes.periodicidadeIntervalo,
          inicio: condicionantes.dataInicioPeriodicidade,
          fim: condicionantes.dataFimPeriodicidade,
          responsavel: responsavel(condicionantes.responsavelId),
          // A scheduled delivery's day is set when it is made; its title is its condition's name and periodicity.
          alteradoEm: sql`greatest(${condicionanteComprovacoes.createdAt}, ${condicionantes.updatedAt})`.mapWith(
            condicionantes.updatedAt,
          ),
        })
        .from(condicionanteComprovacoes)
        .innerJoin(condicionantes, eq(condicionantes.id, condicionanteComprovacoes.condicionanteId))
        .innerJoin(licencas, eq(licencas.id, condicionantes.licencaId))
        .innerJoin(empreendimentos, eq(empreendimentos.id, licencas.empreendimentoId))
        .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
        .where(
          and(
            entregaAberta,
            naJanela(condicionanteComprovacoes.dataEntrega),
            meus(condicionantes.responsavelId),
            depoisDe(condicionanteComprovacoes.dataEntrega, condicionanteComprovacoes.id, depois),
          ),
        )
        .orderBy(asc(condicionanteComprovacoes.dataEntrega), asc(condicionanteComprovacoes.id))
        .limit(limite),
    (e) => ({ data: e.data, id: e.entregaId }),
    (e) => {
      const periodicidade =
        e.inicio && e.fim ? { dataInicio: e.inicio, dataFim: e.fim, intervalo: e.intervalo ?? 1 } : null;
      return {
        tipo: "entrega",
        itemId: e.entregaId,
        data: e.data,
        resumo: `${entregaRotulo(entregaOrdem(periodicidade, e.data))} — ${cutTitle(e.nome, RESUMO_MAX)}`,
        detalhes: [["Condicionante", e.nome], ...daLicencaDetalhes(e)],
        link: linkDaLicenca(e.id, alertaLink("condicionante", e.condicionanteId, e.id)),
        alteradoEm: e.alteradoEm,
      };
    },
  );

  const a = atividadesCronograma;
  const atividades = fonte(
    (tx, depois, limite) =>
      tx
        .select({
          id: a.id,
          titulo: a.titulo,
          data: a.dataPrazo,
          projetoId: empreendimentos.id,
          projeto: empreendimentos.nome,
          cliente: clientes.nome,
          responsavel: responsavel(a.responsavelId),
          alteradoEm: a.updatedAt,
        })
        .from(a)
        .innerJoin(empreendimentos, eq(empreendimentos.id, a.empreendimentoId))
        .innerJoin(clientes, eq(clientes.id, empreendimentos.clienteId))
        .where(
          and(
            ne(a.status, "concluida"),
            naJanela(a.dataPrazo),
            meus(a.responsavelId),
            depoisDe(a.dataPrazo, a.id, depois),
          ),
        )
        .orderBy(asc(a.dataPrazo), asc(a.id))
        .limit(limite),
    (t) => ({ data: t.data!, id: t.id }),
    (t) => ({
      tipo: "atividade",
      itemId: t.id,
      data: t.data!,
      resumo: `Atividade — ${cutTitle(t.titulo, RESUMO_MAX)}`,
      detalhes: [
        ["Atividade", t.titulo],
        ["Empreendimento", t.projeto],
        ["Cliente", t.cliente],
        ["Responsável", t.responsavel],
      ],
      link: alertaLink("atividade", t.id, t.projetoId),
      alteradoEm: t.alteradoEm,
    }),
  );

  // Obligations that belong to no licence (issue 32), by their open due dates.
  const oi = obrigacaoInstancias;
  const obrigacoesAbertas = fonte(
    (tx, depois, limite) =>
      tx
        .select({
          id: oi.id,
          obrigacaoId: obrigacoes.id,
          titulo: obrigacoes.titulo,
          orgao: obrigacoes.orgao,
          data: oi.dataVencimento,
          projeto: empreendimentos.nome,
          cliente: clientes.nome,
          responsavel: responsavel(obrigacoes.responsavelId),
          alteradoEm: oi.updatedAt,
        })
        .from(oi)
        .innerJoin(obrigacoes, eq(obrigacoes.id, oi.obrigacaoId))
        .innerJoin(clientes, eq(clientes.id, obrigacoes.clienteId))
        .leftJoin(empreendimentos, eq(empreendimentos.id, obrigacoes.empreendimentoId))
        .where(
          and(
            ne(oi.status, "cumprida"),
            naJanela(oi.dataVencimento),
            meus(obrigacoes.responsavelId),
            depoisDe(oi.dataVencimento, oi.id, depois),
          ),
        )
        .orderBy(asc(oi.dataVencimento), asc(oi.id))
        .limit(limite),
    (o) => ({ data: o.data, id: o.id }),
    (o) => ({
      tipo: "obrigacao",
      itemId: o.id,
      data: o.data,
      resumo: `Obrigação — ${cutTitle(o.titulo, RESUMO_MAX)}`,
      detalhes: [
        ["Obrigação", `${o.titulo} — ${o.orgao}`],
        ["Empreendimento", o.projeto],
        ["Cliente", o.cliente],
        ["Responsável", o.responsavel],
      ],
      link: p.portal ? PORTAL_OBRIGACOES_LEGAIS : alertaLink("obrigacao", o.id, o.obrigacaoId),
      alteradoEm: o.alteradoEm,
    }),
  );

  // The portal does not show the schedule's activities.
  return [vencimentos, prazosLegais, prazos, entregas, ...(p.portal ? [] : [atividades]), obrigacoesAbertas];
}
