import { textoDosRuns, type TLinha } from "./agrupar";

// SEMAD/SUPRAM-MG print the conditions as a table 'Item | Descrição da Condicionante | Prazo*'.
// Its header gives where each column starts; each line's runs then fall in a column by their x.

export interface TColunas {
  /** Where the description column starts: left of it is the item's number. */
  descricao: number;
  /** Where the deadline column starts. */
  prazo: number;
}

export interface TLinhaDeTabela {
  item: string;
  descricao: string;
  prazo: string;
}

const normalizar = (texto: string) => texto.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The columns, when `linha` is a table header with an item, a description and a deadline column. */
export function colunasDoCabecalho(linha: TLinha): TColunas | undefined {
  const celula = (re: RegExp) => linha.runs.find((run) => re.test(normalizar(run.str).trim()));
  const item = celula(/^(item|n[º°o.]*)$/);
  const descricao = celula(/^(descricao|condicionante)/);
  const prazo = celula(/^prazo/);
  if (!item || !descricao || !prazo || !(item.x < descricao.x && descricao.x < prazo.x)) return undefined;
  // A header may be centred over its column while the cells are left-aligned: the number never
  // reaches past its header's end, and a deadline cell starts between the two headers around it.
  const fimDe = (run: { x: number; largura: number }) => run.x + run.largura;
  return { descricao: fimDe(item), prazo: Math.min(prazo.x, (fimDe(descricao) + prazo.x) / 2) };
}

export function dividirEmColunas(linha: TLinha, colunas: TColunas): TLinhaDeTabela {
  const runs = (de: number, ate: number) => textoDosRuns(linha.runs.filter((run) => run.x >= de && run.x < ate));
  return {
    item: runs(-Infinity, colunas.descricao),
    descricao: runs(colunas.descricao, colunas.prazo),
    prazo: runs(colunas.prazo, Infinity),
  };
}
