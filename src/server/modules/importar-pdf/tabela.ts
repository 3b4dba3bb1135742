import { textoDosRuns, type TLinha } from "./agrupar";
import { inicioDeItem } from "./numeracao";
import type { TTextoPosicionado } from "./tipos";

// SEMAD/SUPRAM-MG print the conditions as a table 'Item | Descrição da Condicionante | Prazo*'.
// Its header gives where each column starts; each line's words then fall in a column by their x.

export interface TColunas {
  /** Where the description column starts: left of it is the item's number. */
  descricao: number;
  /** Where the deadline column starts. */
  prazo: number;
  /** Where the headers' words start: a run reaching past one holds more than one cell. */
  cabecalhos: number[];
}

export interface TLinhaDeTabela {
  item: string;
  descricao: string;
  prazo: string;
}

const normalizar = (texto: string) => texto.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * A run's words, each placed in proportion to its characters. A PDF may print neighbouring cells
 * as one run ('Item Descrição da Condicionante' when the gap is narrow): words are what columns split.
 */
function palavras(runs: TTextoPosicionado[]): TTextoPosicionado[] {
  return runs.flatMap((run) => {
    const porCaractere = run.largura / Math.max(1, run.str.length);
    return [...run.str.matchAll(/\S+/g)].map((palavra) => ({
      ...run,
      str: palavra[0],
      x: run.x + palavra.index * porCaractere,
      largura: palavra[0].length * porCaractere,
    }));
  });
}

const fimDe = (palavra: TTextoPosicionado) => palavra.x + palavra.largura;

/** The columns, when `linha` is a table header with an item, a description and a deadline column. */
export function colunasDoCabecalho(linha: TLinha): TColunas | undefined {
  const doCabecalho = palavras(linha.runs);
  const indice = (re: RegExp) => doCabecalho.findIndex((palavra) => re.test(normalizar(palavra.str)));
  const [item, descricao, prazo] = [/^(item|n[º°o.]*)$/, /^(descricao|condicionante)/, /^prazo/].map(indice);
  if (item < 0 || descricao < 0 || prazo < 0 || !(item < descricao && descricao < prazo)) return undefined;
  // A header may be centred over its column while the cells are left-aligned: the number never
  // reaches past its header's end, and a deadline cell starts between the two headers around it.
  const inicioDoPrazo = doCabecalho[prazo].x;
  return {
    descricao: fimDe(doCabecalho[item]),
    prazo: Math.min(inicioDoPrazo, (fimDe(doCabecalho[prazo - 1]) + inicioDoPrazo) / 2),
    cabecalhos: [doCabecalho[descricao].x, inicioDoPrazo],
  };
}

/**
 * A run inside one column goes whole (a word's place is only estimated); one that reaches past a
 * header's start is cells printed together, split into its words. The number's column holds a
 * number: words after it there are the description's, placed a little off by the estimate.
 */
export function splitIntoColunas(linha: TLinha, colunas: TColunas): TLinhaDeTabela {
  // By half a letter at least: a header's place is itself estimated when its cells were one run.
  const folga = linha.altura / 2;
  const atravessa = (run: TTextoPosicionado) =>
    colunas.cabecalhos.some((x) => run.x < x - folga && fimDe(run) > x + folga);
  const daLinha = linha.runs.flatMap((run) => (atravessa(run) ? palavras([run]) : [run]));
  const naColunaDoItem = daLinha.filter((p) => p.x < colunas.descricao);
  const numero = naColunaDoItem.length > 1 && inicioDeItem(naColunaDoItem[0].str, false) ? 1 : naColunaDoItem.length;
  const naDescricao = daLinha.filter((p) => p.x >= colunas.descricao && p.x < colunas.prazo);
  return {
    item: textoDosRuns(naColunaDoItem.slice(0, numero)),
    descricao: [textoDosRuns(naColunaDoItem.slice(numero)), textoDosRuns(naDescricao)].filter(Boolean).join(" "),
    prazo: textoDosRuns(daLinha.filter((p) => p.x >= colunas.prazo)),
  };
}
