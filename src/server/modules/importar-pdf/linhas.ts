import { agruparEmLinhas } from "./agrupar";
import { removerMargensECarimbos } from "./limpar";
import { continuaASequencia, inicioDeItem } from "./numeracao";
import { colunasDoCabecalho, dividirEmColunas, type TColunas } from "./tabela";
import type { TTextoPosicionado } from "./tipos";

export interface TCondicionanteLida {
  /** As printed: '1', '2.3', 'IV', '01'. */
  numero: string;
  descricao: string;
  /** 1-based page where the condition starts. */
  pagina: number;
  /** The deadline as written, from a table's column or an inline 'Prazo: …'; undefined when none. */
  prazoTexto?: string;
}

export interface TCondicionantesLidas {
  itens: TCondicionanteLida[];
  avisos: string[];
}

interface TItemAberto {
  numero: string;
  pagina: number;
  partes: string[];
  prazo: string[];
}

/**
 * A line that closes the list or a section: a heading in capitals, an article, an annex, a
 * footnote, the place and date before the signatures.
 */
const FIM_DE_BLOCO = [
  /^art\.?\s*\d/i,
  /^anexo\b/i,
  /^\*/,
  /^[^a-zà-ú]*[A-ZÀ-Ú]{3}[^a-zà-ú]*$/,
  /^[A-ZÀ-Ú][\p{L} ]+(\/[A-Z]{2})?,\s*\d{1,2}º?\s+de\s+\p{L}+\s+de\s+\d{4}\.?$/u,
];
const SUBITEM = /^[a-z]\)\s/;
const PRAZO_EM_LINHA = /\s*[-–—]?\s*\bprazo\s*:\s*(.+?)[\s;.]*(?:;\s*e)?$/i;
/** A gap this many font sizes tall, with no number after it, is the end of the list (signatures, dates). */
const VAO_DE_FIM = 3;

function fechar(item: TItemAberto): TCondicionanteLida {
  let descricao = item.partes
    .join(" ")
    .replace(/ \n /g, "\n")
    .replace(/[ \t]+/g, " ")
    .trim();
  let prazoTexto = item.prazo.join(" ").trim() || undefined;
  const emLinha = prazoTexto ? undefined : PRAZO_EM_LINHA.exec(descricao);
  if (emLinha) {
    prazoTexto = emLinha[1].trim();
    descricao = descricao.slice(0, emLinha.index);
  }
  descricao = descricao.replace(/[\s;,–—-]+$/, "").replace(/;\s*e$/, "");
  return { numero: item.numero, descricao, pagina: item.pagina, prazoTexto };
}

/** The licence's numbered conditions, rebuilt from the positioned text of its pages. */
export function reconstruirCondicionantes(texto: TTextoPosicionado[], paginas: number): TCondicionantesLidas {
  const linhas = removerMargensECarimbos(agruparEmLinhas(texto), paginas);
  const abertos: TItemAberto[] = [];
  const avisos: string[] = [];
  let colunas: TColunas | undefined;
  let atual: TItemAberto | undefined;
  const numeros = () => abertos.map((item) => item.numero);

  for (const linha of linhas) {
    const cabecalho = colunasDoCabecalho(linha);
    if (cabecalho) {
      colunas = cabecalho;
      continue;
    }
    let celulas = colunas && dividirEmColunas(linha, colunas);
    // Text in the number's column that is no number: the table has ended, the line is running text.
    if (celulas?.item && !inicioDeItem(celulas.item, false)) celulas = colunas = undefined;
    const inicio = celulas
      ? celulas.item && { numero: inicioDeItem(celulas.item, false)!.numero, resto: celulas.descricao }
      : inicioDeItem(linha.texto);
    const fimDeBloco = FIM_DE_BLOCO.some((re) => re.test(linha.texto));
    if (inicio && continuaASequencia(inicio.numero, numeros())) {
      atual = { numero: inicio.numero, pagina: linha.pagina, partes: [inicio.resto], prazo: [] };
      if (celulas?.prazo) atual.prazo.push(celulas.prazo);
      abertos.push(atual);
      continue;
    }
    if (!atual) continue;
    const vao = linha.vaoAcima !== Infinity && linha.vaoAcima > VAO_DE_FIM;
    if (fimDeBloco || (vao && !celulas)) {
      if (/^\*/.test(linha.texto)) colunas = undefined;
      atual = undefined;
      continue;
    }
    const trecho = celulas ? celulas.descricao : linha.texto;
    atual.partes.push(SUBITEM.test(trecho) ? `\n ${trecho}` : trecho);
    if (celulas?.prazo) atual.prazo.push(celulas.prazo);
  }

  const itens = semTitulosDeSecao(abertos.map(fechar));
  if (itens.length === 0) avisos.push("Nenhuma condicionante numerada foi encontrada no PDF.");
  for (const item of itens) {
    if (item.descricao === "") avisos.push(`A condicionante ${item.numero} (página ${item.pagina}) ficou sem texto.`);
  }
  return { itens, avisos };
}

/**
 * IBAMA heads its lists '1. Condições Gerais', then numbers them 1.1, 1.2: a short item followed by
 * its own first child is a section's title, not a condition.
 */
function semTitulosDeSecao(itens: TCondicionanteLida[]): TCondicionanteLida[] {
  return itens.filter((item, i) => {
    const seguinte = itens[i + 1];
    return !(seguinte?.numero === `${item.numero}.1` && item.descricao.length <= 60 && !item.prazoTexto);
  });
}
