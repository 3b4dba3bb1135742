import { and, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { clientes } from "../../db/schema";
import type { TTenantContext } from "../../http/context";
import { conflict } from "../../http/errors";
import {
  escolherLeitura,
  formatDocumento,
  leiturasDocumento,
  type TLeituraDocumento,
  type TTipoDocumento,
} from "../../../shared/rules/documento";
import { foldText } from "../../../shared/rules/search";
import { UFS } from "../../../shared/rules/uf";
import type { TImportarErro, TImportarLinha } from "../../../shared/schemas/importar";
import type { TLinhaPlanilha } from "./planilha";

// What the three imports share: a row's outcome, the cell clean-ups before the shared zod
// schemas see them, and finding a client named in a cell.

/** A checked row: what the preview shows, and the record to insert when it will be created. */
export type TValidada<T> = TImportarLinha & { valor?: T };

/** One kind of import: checks every row against the company's records, then writes the new ones. */
export interface TImportador<T> {
  validar(db: Db, ctx: TTenantContext, linhas: TLinhaPlanilha[]): Promise<TValidada<T>[]>;
  /**
   * Inserts the rows (all valid, none duplicated) in batches, every one stamped with the request's
   * `ctx.now`; answers how many were written.
   */
  gravar(db: Db, ctx: TTenantContext, valores: T[]): Promise<number>;
}

/** Rows per INSERT: well below PostgreSQL's 65,535 parameters for any of the three tables. */
export const LOTE = 500;

export function emLotes<T>(itens: T[]): T[][] {
  const lotes: T[][] = [];
  for (let i = 0; i < itens.length; i += LOTE) lotes.push(itens.slice(i, i + LOTE));
  return lotes;
}

/** How names are compared: no case, no accents, single spaces ("São  José" = "sao jose"). */
export const chaveNome = (s: string) => foldText(s).replace(/\s+/g, " ").trim();

/** The zod issues as the preview's errors, each under its column's title; one per column. */
export function errosDoZod(error: z.ZodError, titulos: Record<string, string>): TImportarErro[] {
  const erros: TImportarErro[] = [];
  for (const issue of error.issues) {
    const campo = titulos[String(issue.path[0])] ?? String(issue.path[0] ?? "");
    if (!erros.some((e) => e.campo === campo)) erros.push({ campo, mensagem: issue.message });
  }
  return erros;
}

/** "SC", "sc" or "Santa Catarina" → SC; anything else as typed, for the schema to refuse. */
export function ufDaPlanilha(valor: string): string {
  const chave = chaveNome(valor);
  const uf = UFS.find(([codigo, nome]) => codigo.toLowerCase() === chave || chaveNome(nome) === chave);
  return uf ? uf[0] : valor.toUpperCase();
}

/** The preview's note when a number cell's dropped zeros were put back. */
export const zerosCompletados = (doc: string) => `Zeros à esquerda completados: ${formatDocumento(doc)}`;

/** A number that is a CPF and a CNPJ alike, in a row that does not say which. */
export const documentoAmbiguo = (valor: string, leituras: TLeituraDocumento[]) =>
  `O número ${valor} pode ser o CPF ${formatDocumento(leituras.find((l) => l.tipo === "cpf")?.documento)} ou o ` +
  `CNPJ ${formatDocumento(leituras.find((l) => l.tipo === "cnpj")?.documento)}. ` +
  "Informe o Tipo de pessoa (Física ou Jurídica) ou escreva o documento com a máscara.";

/**
 * A CPF/CNPJ cell as the schema takes it: a number cell drops leading zeros (00.000.000/0001-91
 * becomes 191), and they are put back when that makes a valid document, with a note saying so.
 * `tipo` is the row's kind of person, when it states one. A number that is both a CPF and a CNPJ
 * is an error rather than a guess; anything else goes to the schema as typed.
 */
export function documentoDaPlanilha(
  valor: string,
  tipo?: TTipoDocumento,
): { valor: string | null; aviso?: string; erro?: string } {
  const escolha = escolherLeitura(leiturasDocumento(valor), tipo);
  if (!escolha) return { valor };
  if ("ambiguas" in escolha) return { valor: null, erro: documentoAmbiguo(valor.trim(), escolha.ambiguas) };
  const { documento, completado } = escolha.leitura;
  return { valor: documento, aviso: completado ? zerosCompletados(documento) : undefined };
}

/** d/m/aaaa as Excel may write it → dd/mm/aaaa; real date cells arrive as yyyy-mm-dd already. */
export function dataDaPlanilha(valor: string): string {
  const m = valor.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
  return m ? `${m[1].padStart(2, "0")}/${m[2].padStart(2, "0")}/${m[3]}` : valor;
}

/** What a row counts as once checked: errors first, then a duplicate, else a new record. */
export function desfecho<T>(
  linha: number,
  dados: Record<string, string>,
  erros: TImportarErro[],
  duplicado: string | undefined,
  valor: T | undefined,
  avisos: TImportarErro[] = [],
): TValidada<T> {
  const base = { linha, dados, erros, ...(avisos.length ? { avisos } : {}) };
  if (erros.length || valor === undefined) return { ...base, acao: "ignorar" };
  if (duplicado) return { ...base, duplicado, acao: "ignorar" };
  return { ...base, acao: "criar", valor };
}

const repetidoNaPlanilha = (linha: number) => `repetido na planilha (linha ${linha})`;

/**
 * The file's rows seen so far, by duplicate key: the first row with a key passes (undefined);
 * a later one is 'repetido na planilha (linha N)', naming the first.
 */
export function repeticoesNaPlanilha() {
  const vistos = new Map<string, number>();
  return (chave: string, linha: number): string | undefined => {
    const primeira = vistos.get(chave);
    if (primeira !== undefined) return repetidoNaPlanilha(primeira);
    vistos.set(chave, linha);
    return undefined;
  };
}

// ---------- clients named in a cell ----------

type TClienteRef = { id: string; nome: string; cnpj: string | null };

/** The company's clients (out of the bin), to find the ones the rows name. */
export async function clientesDaEmpresa(db: Db, ctx: TTenantContext) {
  const rows: TClienteRef[] = await db
    .select({ id: clientes.id, nome: clientes.nome, cnpj: clientes.cnpj })
    .from(clientes)
    .where(eq(clientes.companyId, ctx.companyId));
  const porDoc = new Map<string, TClienteRef>();
  const porNome = new Map<string, TClienteRef[]>();
  for (const c of rows) {
    if (c.cnpj) porDoc.set(c.cnpj, c);
    const k = chaveNome(c.nome);
    porNome.set(k, [...(porNome.get(k) ?? []), c]);
  }
  return { porDoc, porNome };
}
export type TClientesDaEmpresa = Awaited<ReturnType<typeof clientesDaEmpresa>>;

/**
 * A client by its CPF/CNPJ or by its name: the client (with a note when the cell's dropped zeros
 * were put back), or why none. A number that is a CPF and a CNPJ alike finds whichever of the two
 * is the company's client.
 */
export function resolverCliente(
  todos: TClientesDaEmpresa,
  valor: string,
): { cliente: TClienteRef; aviso?: string } | { erro: string } {
  const leituras = leiturasDocumento(valor);
  const porDoc = leituras.flatMap((leitura) => {
    const cliente = todos.porDoc.get(leitura.documento);
    return cliente ? [{ cliente, leitura }] : [];
  });
  if (porDoc.length === 1) {
    const { cliente, leitura } = porDoc[0];
    return { cliente, aviso: leitura.completado ? zerosCompletados(leitura.documento) : undefined };
  }
  if (porDoc.length > 1) {
    return { erro: `O número ${valor} é o documento de ${porDoc.length} clientes. Escreva-o com a máscara.` };
  }
  const achados = todos.porNome.get(chaveNome(valor)) ?? [];
  if (achados.length === 1) return { cliente: achados[0] };
  if (leituras.length) return { erro: `Nenhum cliente com o CPF/CNPJ ${valor} nesta empresa.` };
  if (!achados.length) return { erro: `Cliente '${valor}' não encontrado nesta empresa.` };
  return { erro: `Há ${achados.length} clientes com o nome '${valor}'. Informe o CPF/CNPJ.` };
}

/** The preview's note on the client column when a found client's dropped zeros were put back. */
export const avisosDoCliente = (ref: ReturnType<typeof resolverCliente> | undefined, campo: string): TImportarErro[] =>
  ref && "aviso" in ref && ref.aviso ? [{ campo, mensagem: ref.aviso }] : [];

/**
 * Holds the parents the new rows hang from until the commit (as the create routes do): one sent
 * to the bin meanwhile waits, and one already gone refuses the import instead of a half write.
 */
export async function lockPais(
  db: Db,
  ctx: TTenantContext,
  tabela: PgTable & { id: AnyPgColumn; companyId: AnyPgColumn },
  ids: string[],
  mensagem: string,
) {
  const unicos = [...new Set(ids)];
  for (const lote of emLotes(unicos)) {
    const achados = await db
      .select({ id: tabela.id })
      .from(tabela)
      .where(and(eq(tabela.companyId, ctx.companyId), inArray(tabela.id, lote)))
      .for("key share");
    if (achados.length !== lote.length) throw conflict(mensagem);
  }
}
