import {
  parsePrazo,
  primeiraData,
  type TPrazoBase,
  type TPrazoLido,
  type TPrazoTipo,
} from "@/shared/rules/prazo-texto";
import type { TPeriodicidadeTipo } from "@/shared/rules/periodicidade";
import { ZItemImportadoSchema, type TItemImportado, type TPreviaImportacao } from "@/shared/schemas/importar-pdf";

// The review of 'Importar do PDF' as data: each row as the consultant leaves it, the date it
// computes from the base dates chosen at the top, and what still stops it from being imported.
// Kept apart from the screen so the rules are tested without a browser.

export const TIPO_LABELS: Record<TPrazoTipo, string> = {
  data: "Data fixa",
  dias: "Dias a partir da base",
  periodica: "Periódica",
  vigencia: "Durante a vigência",
  evento: "Evento ou solicitação",
  revisar: "Revisar",
};

export const BASE_LABELS: Record<TPrazoBase, string> = {
  emissao: "Data de emissão",
  publicacao: "Data de publicação",
  recebimento: "Data de recebimento",
};

/**
 * The base dates chosen at the top: yyyy-mm-dd of each (null while not given), and the one a row
 * whose phrase names none counts from (the licence's emission unless the consultant says otherwise,
 * as when the agency counts every deadline from the publication).
 */
export type TDatasBase = { padrao: TPrazoBase; datas: Record<TPrazoBase, string | null> };

export type TLinha = {
  /** Its position in the preview: a stable React key and the row's number in messages. */
  chave: number;
  incluir: boolean;
  numero: string;
  nome: string;
  descricao: string;
  pagina: number;
  /** The deadline phrase as written in the PDF (empty when none was found). */
  texto: string;
  tipo: TPrazoTipo;
  dias?: number;
  base?: TPrazoBase;
  periodicidade?: { tipo: TPeriodicidadeTipo; intervalo: number };
  ancora?: string;
  /** The fixed date of a 'data' row. */
  data?: string;
  /** Changed by hand: from then on its fields, not its phrase, say the deadline. */
  editada: boolean;
};

export function linhasDaPrevia(previa: TPreviaImportacao): TLinha[] {
  return previa.itens.map((item, chave) => ({
    chave,
    incluir: true,
    numero: item.numero,
    nome: "",
    descricao: item.descricao,
    pagina: item.pagina,
    texto: item.prazo.texto,
    tipo: item.prazo.tipo,
    dias: item.prazo.dias,
    base: item.prazo.base,
    periodicidade: item.prazo.periodicidade,
    ancora: item.prazo.ancora,
    data: item.prazo.tipo === "data" ? item.prazo.data : undefined,
    editada: false,
  }));
}

/** The base a row counts from: the one its phrase (or the consultant) names, else the chosen default. */
export const baseDaLinha = (linha: TLinha, bases: TDatasBase): TPrazoBase => linha.base ?? bases.padrao;

/**
 * The row's deadline as it would be imported, its first date computed from the base dates.
 * A phrase in months ('6 (seis) meses') is a date only once its base is known, so an untouched
 * row of that kind is read again from its phrase whenever the base date changes.
 */
export function prazoDaLinha(linha: TLinha, bases: TDatasBase): TPrazoLido {
  const base = baseDaLinha(linha, bases);
  const dataBase = bases.datas[base];
  const { tipo, texto, dias, periodicidade, ancora } = linha;
  if (!linha.editada && tipo === "data" && texto && parsePrazo(texto).tipo === "revisar") {
    const relido = dataBase ? parsePrazo(texto, dataBase) : null;
    return { tipo, texto, base, data: relido?.tipo === "data" ? relido.data : undefined };
  }
  const prazo: TPrazoLido = { tipo, texto, dias, base, periodicidade, ancora, data: linha.data };
  const data = tipo === "data" ? linha.data : dataBase ? primeiraData(prazo, dataBase) : null;
  return { ...prazo, data: data ?? undefined };
}

/** The row as POST …/importar-pdf/confirmar takes it, its deadline dated from the base dates. */
function itemDaLinha(linha: TLinha, bases: TDatasBase): TItemImportado {
  const { tipo, texto, data, dias, base, periodicidade, ancora } = prazoDaLinha(linha, bases);
  return {
    numero: linha.numero || undefined,
    nome: linha.nome.trim() || undefined,
    descricao: linha.descricao,
    prazo: { tipo, texto, data, dias, base, periodicidade, ancora },
  };
}

/**
 * Why the row cannot be imported yet, in the words the row shows; null when it can. The server's
 * own rules first (the schema the confirmation is checked with), then what only the screen knows:
 * a deadline counted from a base date not given at the top.
 */
export function problemaDaLinha(linha: TLinha, bases: TDatasBase): string | null {
  const item = itemDaLinha(linha, bases);
  const base = baseDaLinha(linha, bases);
  // Days, a recurrence, or an untouched phrase in months ('6 (seis) meses'): dated only from a base.
  const contadoDaBase =
    linha.tipo === "dias" || linha.tipo === "periodica" || (linha.tipo === "data" && !linha.editada);
  const semBase = contadoDaBase && !item.prazo.data && !bases.datas[base];
  const lido = ZItemImportadoSchema.safeParse(item);
  const primeiro = lido.success ? null : lido.error.issues[0];
  // The schema would ask for the date itself, which the base at the top gives.
  if (primeiro && !(semBase && primeiro.path.join(".") === "prazo.data")) return primeiro.message;
  return semBase ? `Informe a ${BASE_LABELS[base].toLowerCase()} no topo.` : null;
}

/** The ticked rows, as POST …/importar-pdf/confirmar takes them. */
export function itensParaConfirmar(linhas: TLinha[], bases: TDatasBase): TItemImportado[] {
  return linhas.filter((l) => l.incluir).map((l) => itemDaLinha(l, bases));
}

/**
 * The displayed row a server refusal names: its field keys are `itens.N.…`, N counting the
 * ticked rows in the order they were sent.
 */
export function linhaDoErro(linhas: TLinha[], fields: Record<string, string> | undefined): number | null {
  const chave = Object.keys(fields ?? {})
    .map((k) => /^itens\.(\d+)\./.exec(k)?.[1])
    .find((n) => n !== undefined);
  if (chave === undefined) return null;
  return linhas.filter((l) => l.incluir)[Number(chave)]?.chave ?? null;
}

const CAMPOS_DO_PRAZO = ["tipo", "dias", "base", "periodicidade", "ancora", "data"] as const;

/**
 * Sets what the consultant changed. A change to the deadline makes the row's fields, not its
 * phrase, say the deadline from then on; a kind chosen by hand starts from sensible details.
 */
export function editLinha(linha: TLinha, mudanca: Partial<TLinha>, bases: TDatasBase): TLinha {
  if (!CAMPOS_DO_PRAZO.some((campo) => campo in mudanca)) return { ...linha, ...mudanca };
  // Freeze what the phrase gave (a months phrase's date) before the fields take over.
  const calculada = prazoDaLinha(linha, bases).data;
  const nova: TLinha = { ...linha, data: linha.tipo === "data" ? calculada : linha.data, ...mudanca, editada: true };
  if (nova.tipo === "dias" && nova.dias === undefined) nova.dias = 30;
  if (nova.tipo === "periodica" && !nova.periodicidade) nova.periodicidade = { tipo: "anual", intervalo: 12 };
  if (nova.tipo === "data" && !nova.data) nova.data = calculada;
  return nova;
}

/**
 * The days of the year an anchored recurrence falls on, as the row shows them: 'No dia 31/03',
 * 'Nos dias 10/01 e 10/07', 'Todo dia 10'.
 */
export function diasDaAncora(ancora: string, intervalo: number): string {
  const [mes, dia] = ancora.split("-").map(Number);
  if (intervalo === 1) return `Todo dia ${dia}`;
  const passos = intervalo >= 12 ? 1 : Math.floor(12 / intervalo);
  const datas = Array.from({ length: passos }, (_, k) => ((mes - 1 + k * intervalo) % 12) + 1)
    .sort((a, b) => a - b)
    .map((m) => `${String(dia).padStart(2, "0")}/${String(m).padStart(2, "0")}`);
  const lista = datas.length === 1 ? datas[0] : `${datas.slice(0, -1).join(", ")} e ${datas[datas.length - 1]}`;
  const repete = intervalo > 12 ? `, a cada ${intervalo} meses` : "";
  return `${datas.length === 1 ? "No dia" : "Nos dias"} ${lista}${repete}`;
}
