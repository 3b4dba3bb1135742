import { COMPROVACAO_ORIGEM_LABELS, COMPROVACAO_STATUS_LABELS, CONDICIONANTE_STATUS_LABELS } from "./condicionantes";
import { formatDataHora, formatIsoDate } from "./datas";
import { formatDocumento } from "./documento";
import { PERIODICIDADE_LABELS } from "./periodicidade";
import { OBRIGACAO_STATUS_LABELS } from "./obrigacoes-legais";
import { formatTelefone } from "./telefone";

// The 'Histórico' tab (issue 17 §1, docs/decisions/025-history.md): the database records each
// write as {coluna: [antes, depois]} in raw column values; this file turns one such row into what
// a person reads — a sentence ('Alterou', 'Adicionou o documento "X"') and 'Campo: antes → depois'
// in pt-BR field names, dates dd/MM/yyyy, Sim/Não and status labels. Pure, so it is unit tested
// and the server sends text ready to show.

/** The records with a 'Histórico' tab. */
export const HISTORICO_TABELAS = ["licencas", "condicionantes", "clientes", "empreendimentos"] as const;
export type THistoricoTabela = (typeof HISTORICO_TABELAS)[number];

/** The child tables whose rows show in their owner's tab (dono_id = the record): its documents and proofs. */
export const HISTORICO_FILHAS: Record<THistoricoTabela, readonly string[]> = {
  licencas: ["licenca_documentos"],
  condicionantes: ["condicionante_comprovacoes", "documentos"],
  clientes: [],
  empreendimentos: [],
};

export const HISTORICO_ACOES = ["insert", "update", "delete"] as const;
export type THistoricoAcao = (typeof HISTORICO_ACOES)[number];

/** Ids in a row that name another record: the server looks their names up, a page at a time. */
export type TReferenciaTipo = "usuario" | "cliente" | "empreendimento" | "tipoLicenca";

type TFormato =
  | "texto"
  | "numero"
  | "data"
  | "instante"
  | "booleano"
  | "documento"
  | "telefone"
  | { rotulos: Record<string, string> }
  | { ref: TReferenciaTipo };

/** A column shown under this pt-BR name and format; null: an internal column, never shown. */
type TCampo = { rotulo: string; formato: TFormato } | null;

const campo = (rotulo: string, formato: TFormato = "texto"): TCampo => ({ rotulo, formato });

// Kept by every table and never shown: keys, the bin's mark (said by the sentence instead), times.
const INTERNOS = { id: null, company_id: null, created_at: null, updated_at: null, lixeira_id: null };
const ARQUIVO = { storage_path: null, content_type: null, file_size: null, created_by: null };
const RESPONSAVEL = campo("Responsável", { ref: "usuario" });
/** A proof's columns, a condition's or an obligation's due date's alike. */
const COMPROVACAO = {
  ...INTERNOS,
  created_by: null,
  data_entrega: campo("Data de entrega", "data"),
  observacoes: campo("Observações"),
  status_comprovacao: campo("Status", { rotulos: COMPROVACAO_STATUS_LABELS }),
  origem: campo("Origem", { rotulos: COMPROVACAO_ORIGEM_LABELS }),
  motivo_rejeicao: campo("Motivo da rejeição"),
  analisada_por: campo("Analisada por", { ref: "usuario" }),
  analisada_em: campo("Analisada em", "instante"),
};

/**
 * Every column of every recorded table that the tab can show, with its label; a test walks the
 * database schema and fails on a column missing here, so a new column is a decision, not a leak.
 */
export const HISTORICO_CAMPOS: Record<string, Record<string, TCampo>> = {
  clientes: {
    ...INTERNOS,
    // The name folded for the search (migration 0015): the name says it.
    nome_busca: null,
    nome: campo("Nome/Razão Social"),
    cnpj: campo("CNPJ/CPF", "documento"),
    tipo_pessoa: campo("Tipo de pessoa", { rotulos: { juridica: "Pessoa Jurídica", fisica: "Pessoa Física" } }),
    situacao: campo("Situação", { rotulos: { ativo: "Ativo", inativo: "Inativo" } }),
    email: campo("E-mail"),
    telefone: campo("Telefone", "telefone"),
    estado: campo("Estado"),
    cidade: campo("Cidade"),
    responsavel_id: RESPONSAVEL,
    portal_ativo: campo("Acesso ao portal", "booleano"),
    ctf_numero: campo("Número do CTF/APP"),
    ctf_categorias: campo("Categorias do CTF/APP"),
  },
  empreendimentos: {
    ...INTERNOS,
    // The name folded for the search (migration 0015): the name says it.
    nome_busca: null,
    nome: campo("Nome"),
    cliente_id: campo("Empreendedor", { ref: "cliente" }),
    atividade: campo("Atividade"),
    municipio: campo("Município"),
    estado: campo("Estado"),
    mineracao: campo("Empreendimento de mineração", "booleano"),
  },
  licencas: {
    ...INTERNOS,
    // Carried from the project for the client portal (decision 044); never written to the trail.
    cliente_id: null,
    // Number, agency and type folded for the search (migration 0015): those columns say it.
    busca: null,
    empreendimento_id: campo("Empreendimento", { ref: "empreendimento" }),
    tipo: campo("Tipo", { ref: "tipoLicenca" }),
    numero: campo("Número"),
    orgao: campo("Órgão"),
    emissao_date: campo("Data de Emissão", "data"),
    validade_date: campo("Válida Até", "data"),
    em_renovacao: campo("Em Renovação", "booleano"),
    protocolo_renovacao_data: campo("Data de protocolo da renovação", "data"),
    protocolo_renovacao_numero: campo("Número do protocolo"),
    responsavel_id: RESPONSAVEL,
  },
  licenca_documentos: {
    ...INTERNOS,
    ...ARQUIVO,
    licenca_id: null,
    nome: campo("Nome"),
    visivel_portal: campo("Visível no portal", "booleano"),
  },
  condicionantes: {
    ...INTERNOS,
    licenca_id: null,
    nome: campo("Nome"),
    descricao: campo("Descrição"),
    status: campo("Status", { rotulos: CONDICIONANTE_STATUS_LABELS }),
    aprovada: campo("Aprovada", "booleano"),
    data_prazo: campo("Prazo", "data"),
    data_entrega: campo("Data de entrega", "data"),
    data_aprovacao: campo("Aprovada em", "instante"),
    periodicidade_tipo: campo("Periodicidade", { rotulos: PERIODICIDADE_LABELS }),
    periodicidade_intervalo: campo("Intervalo da periodicidade (meses)", "numero"),
    data_inicio_periodicidade: campo("Início da periodicidade", "data"),
    data_fim_periodicidade: campo("Fim da periodicidade", "data"),
    gerar_automaticamente: campo("Gerar entregas automaticamente", "booleano"),
    responsavel_id: RESPONSAVEL,
    // The sweep's memory of the status it replaced by 'Atrasada' (decision 022): the status says it.
    status_antes_atraso: null,
    // Its text and its parents' folded for the search (decision 066), never recorded: those columns say it.
    busca: null,
    // The deliveries summed up by their trigger (decision 035), never recorded: the deliveries are.
    entregas_abertas: null,
    proxima_entrega: null,
    // Carried from the licence, and the next due day, for the client portal (decision 044); never
    // written to the trail.
    cliente_id: null,
    proximo_prazo: null,
    // The PDF a condition was read from (issue 30): the creation's sentence names it.
    importada_do_pdf: null,
  },
  condicionante_comprovacoes: {
    ...COMPROVACAO,
    condicionante_id: null,
    // The scheduled delivery a portal proof answers: its approval makes it, and that row says so.
    entrega_id: null,
    // The condition's person, text and approval, carried by the database (migrations 0028, 0029):
    // the condition's own row says them.
    responsavel_id: null,
    busca: null,
    condicionante_aprovada: null,
  },
  documentos: {
    ...INTERNOS,
    ...ARQUIVO,
    relacionado_a: null,
    relacionado_id: null,
    comprovacao_id: null,
    obrigacao_comprovacao_id: null,
    nome: campo("Nome"),
    observacoes_documento: campo("Observações"),
    condicionante_cumprida: campo("Condicionante cumprida", "booleano"),
  },
  obrigacoes: {
    ...INTERNOS,
    cliente_id: campo("Empreendedor", { ref: "cliente" }),
    empreendimento_id: campo("Empreendimento", { ref: "empreendimento" }),
    titulo: campo("Título"),
    orgao: campo("Órgão"),
    base_legal: campo("Base legal"),
    base_legal_url: campo("Link da base legal"),
    descricao: campo("Descrição"),
    responsavel_id: RESPONSAVEL,
    // Set once, when the obligation is created; the details say it in words.
    recorrencia: null,
    catalogo_codigo: null,
    modelo_id: null,
  },
  obrigacao_instancias: {
    ...INTERNOS,
    obrigacao_id: null,
    data_regra: campo("Data pela regra", "data"),
    data_vencimento: campo("Vencimento", "data"),
    status: campo("Status", { rotulos: OBRIGACAO_STATUS_LABELS }),
    cumprida_em: campo("Cumprida em", "data"),
  },
  obrigacao_comprovacoes: { ...COMPROVACAO, instancia_id: null },
  obrigacao_modelos: {
    ...INTERNOS,
    titulo: campo("Título"),
    orgao: campo("Órgão"),
    base_legal: campo("Base legal"),
    base_legal_url: campo("Link da base legal"),
    descricao: campo("Descrição"),
    recorrencia: null,
  },
};

const DOCUMENTOS = new Set(["licenca_documentos", "documentos"]);

/**
 * Columns of the portal (decision 044) whose default says nothing on a creation: every document
 * starts hidden from the portal and every proof the team records starts as the team's.
 */
const PADRAO_NA_CRIACAO: Record<string, string> = { visivel_portal: "false", origem: "equipe" };
const COMPROVACOES = "condicionante_comprovacoes";

export type TAlteracoes = Record<string, [unknown, unknown]>;

/** One recorded write as the database keeps it. */
export interface THistoricoLinha {
  tabela: string;
  acao: THistoricoAcao;
  alteracoes: TAlteracoes;
}

/** Looks a referenced record's name up (undefined: not found, e.g. removed since). */
export type TNomes = (tipo: TReferenciaTipo, id: string) => string | undefined;

export interface TAlteracaoExibida {
  campo: string;
  antes: string | null;
  depois: string | null;
}

const REMOVIDO: Record<TReferenciaTipo, string> = {
  usuario: "Usuário removido",
  cliente: "Empreendedor excluído",
  empreendimento: "Empreendimento excluído",
  tipoLicenca: "",
};

/** A raw column value in display form; null for nothing (the screen says 'vazio'). */
export function exibirValor(formato: TFormato, valor: unknown, nomes: TNomes): string | null {
  if (valor === null || valor === undefined || valor === "") return null;
  const texto = String(valor);
  if (typeof formato === "object") {
    if ("rotulos" in formato) return formato.rotulos[texto] ?? texto;
    return nomes(formato.ref, texto) ?? (REMOVIDO[formato.ref] || texto);
  }
  switch (formato) {
    case "data":
      return formatIsoDate(texto);
    case "instante":
      return formatDataHora(texto);
    case "booleano":
      return valor === true || texto === "true" ? "Sim" : "Não";
    case "documento":
      return formatDocumento(texto) || texto;
    case "telefone":
      return formatTelefone(texto) || texto;
    default:
      return texto;
  }
}

/** The ids a row names (responsável, empreendedor, empreendimento, licence type) for one lookup per page. */
export function referenciasDaLinha(linha: THistoricoLinha): { tipo: TReferenciaTipo; id: string }[] {
  const campos = HISTORICO_CAMPOS[linha.tabela] ?? {};
  const refs: { tipo: TReferenciaTipo; id: string }[] = [];
  for (const [coluna, valores] of Object.entries(linha.alteracoes)) {
    const c = campos[coluna];
    if (!c || typeof c.formato !== "object" || !("ref" in c.formato)) continue;
    for (const v of valores) if (typeof v === "string" && v) refs.push({ tipo: c.formato.ref, id: v });
  }
  return refs;
}

/** What names a document or a proof in a sentence: its file name, or the proof's delivery date. */
export function rotuloDoFilho(tabela: string, alteracoes: TAlteracoes): string | null {
  const coluna = tabela === COMPROVACOES ? "data_entrega" : DOCUMENTOS.has(tabela) ? "nome" : null;
  const valores = coluna ? alteracoes[coluna] : undefined;
  const valor = valores?.[1] ?? valores?.[0];
  if (typeof valor !== "string" || !valor) return null;
  return tabela === COMPROVACOES ? formatIsoDate(valor) : valor;
}

/** 'sent to the bin' / 'restored from it' when the row's change is the bin's mark; else null. */
function lixeira(linha: THistoricoLinha): "enviou" | "restaurou" | null {
  const mark = linha.alteracoes.lixeira_id;
  if (linha.acao !== "update" || !mark) return null;
  return mark[1] ? "enviou" : "restaurou";
}

/** A portal proof's arrival or its review (decision 044): 'Enviou pelo portal', 'Aprovou', 'Rejeitou'. */
function revisaoDoPortal(linha: THistoricoLinha): string | null {
  const { origem, analisada_em, status_comprovacao } = linha.alteracoes;
  if (linha.acao === "insert") return origem?.[1] === "portal" ? "Enviou pelo portal" : null;
  if (linha.acao !== "update" || !analisada_em?.[1] || !status_comprovacao) return null;
  if (status_comprovacao[1] === "aprovada") return "Aprovou";
  if (status_comprovacao[1] === "rejeitada") return "Rejeitou";
  return null;
}

/**
 * The row's sentence. `rotulo`: the document's name or the proof's date when the row itself does
 * not carry it (an update that did not change it) — the server finds it in the record's other rows.
 */
export function fraseDoHistorico(linha: THistoricoLinha, rotulo: string | null = null): string {
  const bin = lixeira(linha);
  const nome = rotuloDoFilho(linha.tabela, linha.alteracoes) ?? rotulo;
  if (DOCUMENTOS.has(linha.tabela) || linha.tabela === COMPROVACOES) {
    const doc = DOCUMENTOS.has(linha.tabela);
    const o = doc
      ? nome
        ? `o documento "${nome}"`
        : "um documento"
      : nome
        ? `a comprovação de ${nome}`
        : "uma comprovação";
    if (bin === "enviou") return `Enviou ${o} para a Lixeira`;
    if (bin === "restaurou") return `Restaurou ${o} da Lixeira`;
    const revisao = doc ? null : revisaoDoPortal(linha);
    if (revisao) return `${revisao} ${o}`;
    if (linha.acao === "insert") return `Adicionou ${o}`;
    if (linha.acao === "delete") return `Removeu ${o}`;
    return `Alterou ${o}`;
  }
  if (bin === "enviou") return "Enviou para a Lixeira";
  if (bin === "restaurou") return "Restaurou da Lixeira";
  if (linha.acao === "insert") {
    const pdf = linha.alteracoes.importada_do_pdf?.[1];
    return typeof pdf === "string" && pdf ? `Importou do PDF "${pdf}"` : "Criou o registro";
  }
  if (linha.acao === "delete") return "Excluiu";
  return "Alterou";
}

/**
 * The row's field changes in display form, in the table's column order. A deletion lists none
 * (the sentence says it); a creation lists what was filled in; a document's name is in the sentence.
 */
export function alteracoesExibidas(linha: THistoricoLinha, nomes: TNomes): TAlteracaoExibida[] {
  if (linha.acao === "delete") return [];
  const campos = HISTORICO_CAMPOS[linha.tabela] ?? {};
  const saida: TAlteracaoExibida[] = [];
  for (const [coluna, c] of Object.entries(campos)) {
    const valores = linha.alteracoes[coluna];
    if (!c || !valores) continue;
    if (coluna === "nome" && DOCUMENTOS.has(linha.tabela) && linha.acao === "insert") continue;
    if (linha.acao === "insert" && PADRAO_NA_CRIACAO[coluna] === String(valores[1])) continue;
    const antes = exibirValor(c.formato, valores[0], nomes);
    const depois = exibirValor(c.formato, valores[1], nomes);
    if (antes === depois) continue;
    saida.push({ campo: c.rotulo, antes, depois });
  }
  return saida;
}
