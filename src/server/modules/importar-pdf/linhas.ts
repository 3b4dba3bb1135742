import { agruparEmLinhas, type TLinha } from "./agrupar";
import { removeMargensECarimbos } from "./limpar";
import { continuaASequencia, inicioDeItem } from "./numeracao";
import { colunasDoCabecalho, splitIntoColunas, type TColunas } from "./tabela";
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

/** A line that closes the list or a section: an article, an annex, a footnote, the place and date before the signatures. */
const FIM_DE_BLOCO = [
  /^art\.?\s*\d/i,
  /^anexo\b/i,
  /^\*/,
  /^[A-ZÀ-Ú][\p{L} ]+(\/[A-Z]{2})?,\s*\d{1,2}º?\s+de\s+\p{L}+\s+de\s+\d{4}\.?$/u,
];
/**
 * A heading in capitals ('CONDIÇÕES ESPECÍFICAS') closes the list too; an acronym wrapped alone onto
 * a line ('IBAMA.') does not: a heading has no lowercase letter, eight capitals or more, no final stop.
 */
const ehTitulo = (texto: string) =>
  !/[a-zà-ú]/.test(texto) && (texto.match(/[A-ZÀ-Ú]/g)?.length ?? 0) >= 8 && !/[.;,]$/.test(texto);
const fechaOBloco = (texto: string) => ehTitulo(texto) || FIM_DE_BLOCO.some((re) => re.test(texto));
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

const avisoForaDeOrdem = (linha: TLinha, numero: string) =>
  `A linha '${linha.texto}' (página ${linha.pagina}) parece numerada fora de ordem e foi lida como texto da condicionante ${numero}.`;
const avisoTrechoDeFora = (numero: string, pagina: number) =>
  `Um trecho depois da condicionante ${numero} (página ${pagina}) ficou de fora: confira se ele pertence a ela.`;

/** A line's cells when it is a table's row (undefined for running text), and the number it starts with. */
function lerLinha(linha: TLinha, colunas: TColunas | undefined) {
  const celulas = colunas && splitIntoColunas(linha, colunas);
  if (!celulas) return { celulas, inicio: inicioDeItem(linha.texto) };
  // In a table the number has a column of its own, so it needs no separator; any other text there
  // means the table has ended and the line is running text.
  if (!celulas.item) return { celulas };
  const numero = inicioDeItem(celulas.item, false)?.numero;
  if (!numero) return { celulas: undefined, inicio: inicioDeItem(linha.texto), fimDaTabela: true };
  return { celulas, inicio: { numero, resto: celulas.descricao } };
}

/** The licence's numbered conditions, rebuilt from the positioned text of its pages. */
export function reconstruirCondicionantes(texto: TTextoPosicionado[], paginas: number): TCondicionantesLidas {
  const abertos: TItemAberto[] = [];
  const avisos = new Set<string>();
  let colunas: TColunas | undefined;
  let atual: TItemAberto | undefined;
  /** The item a wide gap closed: text after it may still be its own, the consultant checks. */
  let fechadoPorVao: TItemAberto | undefined;
  const numerosAbertos = () => abertos.map((item) => item.numero);

  for (const linha of removeMargensECarimbos(agruparEmLinhas(texto), paginas)) {
    const cabecalho = colunasDoCabecalho(linha);
    if (cabecalho) {
      colunas = cabecalho;
      continue;
    }
    const { celulas, inicio, fimDaTabela } = lerLinha(linha, colunas);
    const fimDeBloco = fechaOBloco(linha.texto);
    if (fimDaTabela || /^\*/.test(linha.texto)) colunas = undefined;
    const novoItem = inicio && continuaASequencia(inicio.numero, numerosAbertos());
    const vao = !celulas && linha.vaoAcima !== Infinity && linha.vaoAcima > VAO_DE_FIM;
    if (atual && vao && !novoItem && !fimDeBloco) [fechadoPorVao, atual] = [atual, undefined];

    if (novoItem) {
      atual = { numero: inicio.numero, pagina: linha.pagina, partes: [inicio.resto], prazo: [] };
      abertos.push(atual);
    } else if (fimDeBloco) {
      atual = fechadoPorVao = undefined;
      continue;
    } else if (atual) {
      if (inicio) avisos.add(avisoForaDeOrdem(linha, atual.numero));
      const trecho = celulas ? celulas.descricao : linha.texto;
      atual.partes.push(SUBITEM.test(trecho) ? `\n ${trecho}` : trecho);
    } else {
      if (fechadoPorVao) avisos.add(avisoTrechoDeFora(fechadoPorVao.numero, linha.pagina));
      continue;
    }
    if (celulas?.prazo) atual.prazo.push(celulas.prazo);
  }

  const itens = semTitulosDeSecao(abertos.map(fechar));
  if (itens.length === 0) avisos.add("Nenhuma condicionante numerada foi encontrada no PDF.");
  for (const item of itens) {
    if (item.descricao === "") avisos.add(`A condicionante ${item.numero} (página ${item.pagina}) ficou sem texto.`);
  }
  return { itens, avisos: [...avisos] };
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
