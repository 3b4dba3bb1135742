import { and, count, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import {
  atividadesCronograma,
  checklistItens,
  checklists,
  clientes,
  condicionanteComprovacoes,
  condicionantes,
  documentos,
  empreendimentos,
  licencaDocumentos,
  licencas,
  obrigacaoComprovacoes,
  obrigacaoInstancias,
  obrigacoes,
} from "../../db/schema";
import { LIXEIRA_SEM_ITENS, type TLixeiraItens, type TLixeiraTipo } from "../../../shared/schemas/lixeira";
import { PARTICIPACOES, participacaoDe } from "../../db/participacoes";

// What a deletion takes to the bin: the record and everything hanging from it that is not in the
// bin already (a client → its projects → their licences → the licences' documents and
// conditions → the conditions' proofs, scheduled deliveries and documents; a project → its
// schedule's activities → their documents; and a client or a project → its obligations → their
// due dates → those's proofs, with the obligations' documents). One definition for
// both the confirmation's counts and the marking itself, so the dialog says exactly what goes.

/** The ids of each level the deletion reaches (a subquery), or null when it reaches none. */
interface TConjuntos {
  clientes: SQL | null;
  empreendimentos: SQL | null;
  licencas: SQL | null;
  condicionantes: SQL | null;
  atividades: SQL | null;
  obrigacoes: SQL | null;
}

/** The kinds whose deletion reaches down the client → project → licence → condition tree. */
export type TTipoNaArvore = Exclude<TLixeiraTipo, "checklist">;
/**
 * How deep a kind hangs, by following its table's declared parents up to a root (decision 054):
 * a client 0, a project 1, a licence 2, a condition 3; an activity hangs from its project
 * beside the licences; an obligation, under its client or its project, below the deeper of the two.
 */
export function nivelNaArvore(tipo: TTipoNaArvore): number {
  const profundidade = (pai: string | readonly string[] | null | undefined): number =>
    pai ? 1 + Math.max(...[pai].flat().map((p) => profundidade(participacaoDe(p)?.lixeira?.pai))) : 0;
  return profundidade(PARTICIPACOES.find((p) => p.lixeira?.tipo === tipo)?.lixeira?.pai);
}

/**
 * Each level's rows out of the bin, of this company, under the record. Explicit `lixeira_id is
 * null` and company filters: the bin's service runs with the bin open (db/lixeira.ts), where
 * the policies hide nothing, and the cleanup on the system path, where they do not apply.
 */
function conjuntos(companyId: string, tipo: TTipoNaArvore, id: string): TConjuntos {
  const c = tipo === "cliente" ? sql`select ${clientes.id} from ${clientes} where ${clientes.id} = ${id}` : null;
  const vivos = <
    T extends
      | typeof clientes
      | typeof empreendimentos
      | typeof licencas
      | typeof condicionantes
      | typeof atividadesCronograma
      | typeof obrigacoes,
  >(
    table: T,
  ) => sql`${table.companyId} = ${companyId} and ${table.lixeiraId} is null`;
  const cli = c && sql`${c} and ${vivos(clientes)}`;
  const emp =
    tipo === "empreendimento"
      ? sql`select ${empreendimentos.id} from ${empreendimentos} where ${empreendimentos.id} = ${id} and ${vivos(empreendimentos)}`
      : cli &&
        sql`select ${empreendimentos.id} from ${empreendimentos} where ${empreendimentos.clienteId} in (${cli}) and ${vivos(empreendimentos)}`;
  const lic =
    tipo === "licenca"
      ? sql`select ${licencas.id} from ${licencas} where ${licencas.id} = ${id} and ${vivos(licencas)}`
      : emp &&
        sql`select ${licencas.id} from ${licencas} where ${licencas.empreendimentoId} in (${emp}) and ${vivos(licencas)}`;
  const cond =
    tipo === "condicionante"
      ? sql`select ${condicionantes.id} from ${condicionantes} where ${condicionantes.id} = ${id} and ${vivos(condicionantes)}`
      : lic &&
        sql`select ${condicionantes.id} from ${condicionantes} where ${condicionantes.licencaId} in (${lic}) and ${vivos(condicionantes)}`;
  const a = atividadesCronograma;
  const ativ =
    tipo === "atividade"
      ? sql`select ${a.id} from ${a} where ${a.id} = ${id} and ${vivos(a)}`
      : emp && sql`select ${a.id} from ${a} where ${a.empreendimentoId} in (${emp}) and ${vivos(a)}`;
  const o = obrigacoes;
  // A client's take its projects' too (they name the client as well); a project's, its own.
  const obr =
    tipo === "obrigacao"
      ? sql`select ${o.id} from ${o} where ${o.id} = ${id} and ${vivos(o)}`
      : cli
        ? sql`select ${o.id} from ${o} where ${o.clienteId} in (${cli}) and ${vivos(o)}`
        : emp
          ? sql`select ${o.id} from ${o} where ${o.empreendimentoId} in (${emp}) and ${vivos(o)}`
          : null;
  return {
    clientes: cli,
    empreendimentos: emp,
    licencas: lic,
    condicionantes: cond,
    atividades: ativ,
    obrigacoes: obr,
  };
}

/** Every table whose rows a deletion marks, parents before what hangs from them: what a restore clears. */
export const TABELAS_NA_LIXEIRA = [
  clientes,
  empreendimentos,
  licencas,
  condicionantes,
  atividadesCronograma,
  checklists,
  obrigacoes,
  licencaDocumentos,
  condicionanteComprovacoes,
  obrigacaoInstancias,
  obrigacaoComprovacoes,
  documentos,
] as const;

/** Each table's rows the deletion reaches, as a WHERE over that table. */
function alcance(companyId: string, tipo: TTipoNaArvore, id: string) {
  const s = conjuntos(companyId, tipo, id);
  const anexo = <
    T extends
      | typeof documentos
      | typeof condicionanteComprovacoes
      | typeof licencaDocumentos
      | typeof obrigacaoInstancias
      | typeof obrigacaoComprovacoes,
  >(
    table: T,
    cond: SQL | null,
  ) => (cond ? and(eq(table.companyId, companyId), isNull(table.lixeiraId), cond) : null);
  const i = obrigacaoInstancias;
  return {
    clientes: s.clientes && sql`${clientes.id} in (${s.clientes})`,
    empreendimentos: s.empreendimentos && sql`${empreendimentos.id} in (${s.empreendimentos})`,
    licencas: s.licencas && sql`${licencas.id} in (${s.licencas})`,
    condicionantes: s.condicionantes && sql`${condicionantes.id} in (${s.condicionantes})`,
    atividades: s.atividades && sql`${atividadesCronograma.id} in (${s.atividades})`,
    obrigacoes: s.obrigacoes && sql`${obrigacoes.id} in (${s.obrigacoes})`,
    vencimentos: anexo(i, s.obrigacoes && sql`${i.obrigacaoId} in (${s.obrigacoes})`),
    // Through the obligations, not the due dates: those are marked before their proofs' turn.
    provasDeVencimentos: anexo(
      obrigacaoComprovacoes,
      s.obrigacoes &&
        sql`${obrigacaoComprovacoes.instanciaId} in (select ${i.id} from ${i} where ${i.obrigacaoId} in (${s.obrigacoes}))`,
    ),
    licencaDocumentos: anexo(licencaDocumentos, s.licencas && sql`${licencaDocumentos.licencaId} in (${s.licencas})`),
    comprovacoes: anexo(
      condicionanteComprovacoes,
      s.condicionantes && sql`${condicionanteComprovacoes.condicionanteId} in (${s.condicionantes})`,
    ),
    // A proof's documents name the condition or the obligation too (relacionado_id), so this takes them as well.
    documentos: anexo(documentos, documentosDe(s)),
  };
}

/** The generic documents of the conditions, the activities and the obligations in scope. */
function documentosDe(s: TConjuntos): SQL | null {
  const de = (tipo: "condicionante" | "atividade" | "obrigacao", ids: SQL | null) =>
    ids && sql`(${documentos.relacionadoA} = ${tipo} and ${documentos.relacionadoId} in (${ids}))`;
  const partes = [
    de("condicionante", s.condicionantes),
    de("atividade", s.atividades),
    de("obrigacao", s.obrigacoes),
  ].filter((p) => p !== null);
  return partes.length ? sql`(${sql.join(partes, sql` or `)})` : null;
}

const agendada = sql`${condicionanteComprovacoes.statusComprovacao} = 'agendada'`;

/** Only the levels below the record count: the record itself is what the sentence names. */
function abaixo(tipo: TTipoNaArvore, nivel: TTipoNaArvore, n: number) {
  return nivelNaArvore(nivel) > nivelNaArvore(tipo) ? n : 0;
}

/** What deleting the record would take along, counted in SQL (the confirmation's numbers). */
export async function countAlcance(db: Db, companyId: string, tipo: TLixeiraTipo, id: string): Promise<TLixeiraItens> {
  if (tipo === "checklist")
    return { ...LIXEIRA_SEM_ITENS, checklistItens: await contarItensDoChecklist(db, companyId, id) };
  const a = alcance(companyId, tipo, id);
  const contar = async (table: PgTable, where: SQL | null | undefined) =>
    where ? (await db.select({ n: count() }).from(table).where(where))[0].n : 0;
  const [provas] = a.comprovacoes
    ? await db
        .select({
          entregas: sql<number>`count(*) filter (where ${agendada})`.mapWith(Number),
          outras: sql<number>`count(*) filter (where not ${agendada})`.mapWith(Number),
        })
        .from(condicionanteComprovacoes)
        .where(a.comprovacoes)
    : [{ entregas: 0, outras: 0 }];
  return {
    empreendimentos: abaixo(tipo, "empreendimento", await contar(empreendimentos, a.empreendimentos)),
    licencas: abaixo(tipo, "licenca", await contar(licencas, a.licencas)),
    condicionantes: abaixo(tipo, "condicionante", await contar(condicionantes, a.condicionantes)),
    entregas: provas.entregas,
    obrigacoes: abaixo(tipo, "obrigacao", await contar(obrigacoes, a.obrigacoes)),
    vencimentos: await contar(obrigacaoInstancias, a.vencimentos),
    comprovacoes: provas.outras + (await contar(obrigacaoComprovacoes, a.provasDeVencimentos)),
    atividades: abaixo(tipo, "atividade", await contar(atividadesCronograma, a.atividades)),
    documentos: (await contar(licencaDocumentos, a.licencaDocumentos)) + (await contar(documentos, a.documentos)),
    checklistItens: 0,
  };
}

/**
 * Marks with `entradaId` every row the deletion reaches, deepest first: each level's set is
 * defined through its parents, which are still unmarked while their children are marked.
 * Answers what went along. The caller opened the bin (the new rows must pass the select policy).
 */
export async function markAlcance(
  db: Db,
  companyId: string,
  tipo: TLixeiraTipo,
  id: string,
  entradaId: string,
): Promise<TLixeiraItens> {
  if (tipo === "checklist") return marcarChecklist(db, companyId, id, entradaId);
  const a = alcance(companyId, tipo, id);
  // Parents before children, as every writer locks them: a concurrent upload or new proof that
  // holds a key-share lock on one of these rows commits first (and its row goes along), or waits
  // and then finds its owner in the bin. The marking's own row locks would not make it wait.
  for (const [table, where] of [
    [clientes, a.clientes],
    [empreendimentos, a.empreendimentos],
    [licencas, a.licencas],
    [condicionantes, a.condicionantes],
    [atividadesCronograma, a.atividades],
    [obrigacoes, a.obrigacoes],
  ] as const) {
    if (where) await db.select({ id: table.id }).from(table).where(where).for("update");
  }
  const mark = { lixeiraId: entradaId };
  /** Marks the rows `where` names (none when it is null); answers how many. */
  const marcar = async (table: (typeof TABELAS_NA_LIXEIRA)[number], where: SQL | null | undefined) =>
    where ? (await db.update(table).set(mark).where(where).returning({ id: table.id })).length : 0;
  const docs = await marcar(documentos, a.documentos);
  const provas = a.comprovacoes
    ? await db
        .update(condicionanteComprovacoes)
        .set(mark)
        .where(a.comprovacoes)
        .returning({ status: condicionanteComprovacoes.statusComprovacao })
    : [];
  const conds = await marcar(condicionantes, a.condicionantes);
  const ativs = await marcar(atividadesCronograma, a.atividades);
  const provasDeVencimentos = await marcar(obrigacaoComprovacoes, a.provasDeVencimentos);
  const vencs = await marcar(obrigacaoInstancias, a.vencimentos);
  const obrs = await marcar(obrigacoes, a.obrigacoes);
  const licDocs = await marcar(licencaDocumentos, a.licencaDocumentos);
  const lics = await marcar(licencas, a.licencas);
  const emps = await marcar(empreendimentos, a.empreendimentos);
  const clis = await marcar(clientes, a.clientes);
  if (clis + emps + lics + conds + ativs + obrs === 0) {
    throw new Error(`lixeira: ${tipo} ${id} não foi marcado`); // the caller checked and locked it
  }
  const entregas = provas.filter((p) => p.status === "agendada").length;
  return {
    empreendimentos: abaixo(tipo, "empreendimento", emps),
    licencas: abaixo(tipo, "licenca", lics),
    condicionantes: abaixo(tipo, "condicionante", conds),
    entregas,
    obrigacoes: abaixo(tipo, "obrigacao", obrs),
    vencimentos: vencs,
    comprovacoes: provas.length - entregas + provasDeVencimentos,
    atividades: abaixo(tipo, "atividade", ativs),
    documentos: docs + licDocs,
    checklistItens: 0,
  };
}

/**
 * A checklist alone is marked: its items are only ever read through it, so they need no mark. They
 * still go along, so the confirmation and the bin's entry say how many.
 */
async function marcarChecklist(db: Db, companyId: string, id: string, entradaId: string): Promise<TLixeiraItens> {
  const marcados = await db
    .update(checklists)
    .set({ lixeiraId: entradaId })
    .where(and(eq(checklists.id, id), eq(checklists.companyId, companyId), isNull(checklists.lixeiraId)))
    .returning({ id: checklists.id });
  if (!marcados.length) throw new Error(`lixeira: checklist ${id} não foi marcado`); // the caller locked it
  return { ...LIXEIRA_SEM_ITENS, checklistItens: await contarItensDoChecklist(db, companyId, id) };
}

async function contarItensDoChecklist(db: Db, companyId: string, id: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(checklistItens)
    .where(and(eq(checklistItens.companyId, companyId), eq(checklistItens.checklistId, id)));
  return n;
}
