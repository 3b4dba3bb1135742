// How a condition's number is printed at the start of its line, and whether a number found there
// is the next one of the list (a wrapped line may start with '30 dias' or '2. ' by chance).

export interface TInicioDeItem {
  numero: string;
  /** The line's text after the number and its separator. */
  resto: string;
}

/** '1.', '2.3', '2.3.', '1)', '01 -', '1 –': a lone number needs a separator, or a wrapped '30 dias' would count. */
const ARABICO = /^(\d{1,3}(?:\.\d{1,3})+|\d{1,3})(?:\.|\)|\s*[-–—])?(?=\s|$)\s*[-–—]?\s*/;
const ROMANO = /^([IVXLC]{1,7})\s*(?:\.|\)|[-–—])\s*/;
const VALOR_ROMANO: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };

export function valorRomano(romano: string): number | undefined {
  let total = 0;
  for (let i = 0; i < romano.length; i++) {
    const valor = VALOR_ROMANO[romano[i]];
    total += valor < (VALOR_ROMANO[romano[i + 1]] ?? 0) ? -valor : valor;
  }
  return paraRomano(total) === romano ? total : undefined;
}

function paraRomano(n: number): string {
  const tabela: [number, string][] = [
    [100, "C"],
    [90, "XC"],
    [50, "L"],
    [40, "XL"],
    [10, "X"],
    [9, "IX"],
    [5, "V"],
    [4, "IV"],
    [1, "I"],
  ];
  let romano = "";
  for (const [valor, letras] of tabela) for (; n >= valor; n -= valor) romano += letras;
  return romano;
}

/** The number printed at the start of `texto`, if it has the shape of one; `exigeSeparador` for running text. */
export function inicioDeItem(texto: string, exigeSeparador = true): TInicioDeItem | undefined {
  const romano = ROMANO.exec(texto);
  if (romano && valorRomano(romano[1])) return { numero: romano[1], resto: texto.slice(romano[0].length) };
  const arabico = ARABICO.exec(texto);
  if (!arabico) return undefined;
  const temSeparador = arabico[1].includes(".") || arabico[0].trim() !== arabico[1];
  if (exigeSeparador && !temSeparador) return undefined;
  return { numero: arabico[1], resto: texto.slice(arabico[0].length) };
}

const niveis = (numero: string) => numero.split(".").map(Number);

/**
 * Whether `numero` may follow `anteriores` (the numbers accepted so far): the first of a list
 * ('1', '01', 'I', '1.1'), the next at any level already open ('3' after '2.4'), or a first child.
 */
export function continuaASequencia(numero: string, anteriores: string[]): boolean {
  const romano = valorRomano(numero);
  if (romano !== undefined) {
    const ultimoRomano = anteriores.findLast((n) => valorRomano(n) !== undefined);
    return romano === 1 || (ultimoRomano !== undefined && valorRomano(ultimoRomano)! + 1 === romano);
  }
  const atual = niveis(numero);
  if (atual.at(-1) === 1 || (atual.length === 1 && atual[0] <= 1)) return true;
  const ultimo = anteriores.findLast((n) => valorRomano(n) === undefined);
  if (!ultimo) return false;
  const antes = niveis(ultimo);
  // The next sibling at the level of `numero`: same prefix, last part plus one.
  const prefixo = atual.slice(0, -1);
  const irmao = antes.slice(0, atual.length);
  return (
    irmao.length === atual.length &&
    prefixo.every((parte, i) => parte === irmao[i]) &&
    irmao.at(-1)! + 1 === atual.at(-1)
  );
}
