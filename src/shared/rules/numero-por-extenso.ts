import { foldText } from "./search";

// Licences write their counts in words, often beside the digits: '90 (noventa) dias',
// 'cento e vinte dias'. This reads those words (0 to 999 999) so the deadline grammar only
// ever sees digits. Words are compared folded, so 'três' and 'TRES' both read 3.

const ATE_DEZENOVE =
  "zero um dois tres quatro cinco seis sete oito nove dez onze doze treze quatorze quinze dezesseis dezessete dezoito dezenove";
const DEZENAS = "vinte trinta quarenta cinquenta sessenta setenta oitenta noventa";
const CENTENAS = "cento duzentos trezentos quatrocentos quinhentos seiscentos setecentos oitocentos novecentos";
const VALORES: Record<string, number> = {
  ...Object.fromEntries(ATE_DEZENOVE.split(" ").map((palavra, i) => [palavra, i])),
  ...Object.fromEntries(DEZENAS.split(" ").map((palavra, i) => [palavra, (i + 2) * 10])),
  ...Object.fromEntries(CENTENAS.split(" ").map((palavra, i) => [palavra, (i + 1) * 100])),
  // 'duzentas toneladas', 'duas vias': the feminine forms count the same; so do Portugal's spellings.
  ...Object.fromEntries(
    CENTENAS.split(" ")
      .slice(1)
      .map((palavra, i) => [palavra.replace(/os$/, "as"), (i + 2) * 100]),
  ),
  uma: 1,
  duas: 2,
  catorze: 14,
  dezasseis: 16,
  dezassete: 17,
  dezanove: 19,
  cem: 100,
};

/** The place a word fills: a word may only follow words of a larger place ('cento e vinte', not 'vinte e cento'). */
const casa = (valor: number) => (valor >= 100 ? 100 : valor >= 10 ? 10 : 1);

/** One group below a thousand ('cento e vinte e cinco'); null when the words do not make a number. */
function lerGrupo(palavras: string[]): number | null {
  // Portuguese joins every part with 'e': 'cento e vinte', never 'cento vinte'.
  if (palavras.length % 2 === 0 || palavras.some((p, i) => i % 2 === 1 && p !== "e")) return null;
  const valores = palavras.filter((_, i) => i % 2 === 0).map((p) => VALORES[p]);
  let total = 0;
  let ultimaCasa = 1000;
  for (const [i, valor] of valores.entries()) {
    if (valor === undefined || (valor === 0 && valores.length > 1) || casa(valor) >= ultimaCasa) return null;
    // 'dez' to 'dezenove' fill the units too, so nothing may follow them.
    if (valor >= 10 && valor < 20 && i < valores.length - 1) return null;
    total += valor;
    ultimaCasa = casa(valor);
  }
  // 'cento' only stands with what follows it ('cento e um'); 'cem' only stands alone.
  if (palavras[0] === "cento" && valores.length === 1) return null;
  if (palavras[0] === "cem" && valores.length > 1) return null;
  return total;
}

/** 'cento e vinte' → 120, 'mil e quinhentos' → 1500; null when the words are not a number. */
export function valorPorExtenso(texto: string): number | null {
  const palavras = foldText(texto).trim().split(/\s+/).filter(Boolean);
  const mil = palavras.indexOf("mil");
  if (mil < 0) return lerGrupo(palavras);
  const milhares = mil === 0 ? 1 : lerGrupo(palavras.slice(0, mil));
  const resto = palavras.slice(mil + 1);
  // 'mil e cem', 'mil duzentos e trinta': the 'e' after 'mil' is optional.
  const unidades = resto.length === 0 ? 0 : lerGrupo(resto[0] === "e" ? resto.slice(1) : resto);
  if (milhares === null || milhares === 0 || unidades === null) return null;
  return milhares * 1000 + unidades;
}

const PALAVRA = `(?:${[...Object.keys(VALORES), "mil"].sort((a, b) => b.length - a.length).join("|")})`;
const SEQUENCIA = new RegExp(`\\b${PALAVRA}(?:\\s+(?:e\\s+)?${PALAVRA})*\\b`, "g");

/**
 * Writes every number spelled out in folded text ('trinta e cinco dias') as digits ('35 dias').
 * Words that do not make a number ('cento' alone, as in 'por cento') are left as written.
 */
export function numerosEmAlgarismos(textoDobrado: string): string {
  return textoDobrado.replace(SEQUENCIA, (trecho) => {
    const valor = valorPorExtenso(trecho);
    return valor === null ? trecho : String(valor);
  });
}
