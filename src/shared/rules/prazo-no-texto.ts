import { numerosEmAlgarismos } from "./numero-por-extenso";
import { FATO, parsePrazo, PERIODOS, type TPrazoLido } from "./prazo-texto";
import { foldText } from "./search";

// Issue 30: IMA-SC and IBAMA licences write the deadline inside the condition's sentence
// ('Apresentar, no prazo de 120 (cento e vinte) dias, o Plano …', 'relatório semestral de …').
// This finds the phrase that names it and hands THAT PHRASE to the grammar (parsePrazo), so the
// row shows the words as written and the screen can read them again when the base changes.
// Only cues that name a deadline are looked for; a sentence without one is null, never a guess.

type TPista = { inicio: number; fim: number; forte: boolean; fato?: boolean; imediato?: boolean; ancorada?: boolean };

const MES = "(?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)";
// A number in digits or words ('trezentos e sessenta e cinco'), maybe repeated in brackets; the
// words are bounded so a long run of 'a e a e …' cannot make the search quadratic.
const NUMERO = "(?:\\d+|[a-z]+(?: e [a-z]+){0,4})(?: ?\\([^)]{1,60}\\))?";
const UNIDADE = "(?:dias?|semanas?|mes|meses|anos?|horas?)(?: corridos| uteis)?";
const INTRODUCAO =
  "(?:(?:no|dentro do|num|em um) prazo(?: maximo| minimo)?(?: de)?(?: ate)?|prazo(?: maximo)? de(?: ate)?|em ate|ate|dentro de|com antecedencia(?: minima| maxima)? de)";

const g = (fonte: string) => new RegExp(fonte, "g");
const RECORRENCIAS = [
  ...PERIODOS.map(([padrao]) => g(padrao.source)),
  g(`\\ba cada ${NUMERO} (?:mes|meses|anos?)\\b`),
  g(`\\b${NUMERO} vez(?:es)? (?:por|ao|no|a cada) (?:ano|mes)\\b`),
];
// 'produção anual', 'vazão média mensal' measure a quantity: they set no deadline.
const GRANDEZA_ANTES =
  /\b(producao|capacidade|consumo|media|maxima|minima|vazao|volume|quantidade|carga|geracao|taxa|precipitacao|faturamento|movimentacao|processamento|extracao|total)( \w+)? $/;
const ANCORA_ANTES = g(`\\b(?:ate|no dia|em) (?:o dia )?\\d{1,2}[ºo°]?(?: de ${MES})? (?=de cada|todo|a cada)`);
const ANCORA_DEPOIS = /^,? ?(?:ate|no mes de|em|no dia|no final de|no fim de)\b/;
const CONTAGEM = g(`\\b${INTRODUCAO} (${NUMERO}) ${UNIDADE}\\b`);
const CONTAGEM_SEM_INTRODUCAO = g(
  `\\b(?:em )?(${NUMERO}) ${UNIDADE}(?=,? (?:contad|a contar|a partir|apos|depois|antes))`,
);
const CONTADA_DE = /^,? ?(?:contad[oa]s?|a contar|a partir|apos|depois|antes|d[aoe]s?)\b/;
const DATA = g(
  `\\bate (?:o dia )?(?:\\d{1,2}[ºo°]? de ${MES}(?: de \\d{4})?|\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{4})|\\bate (?:o (?:final|fim) de )?(?:o mes de )?${MES} de \\d{4}|\\bate \\d{4}-\\d{2}-\\d{2}`,
);
const EVENTO =
  /\bantes (?:d[aeo]s?|que)\b|\bpreviamente\b|\bprecedid[ao]s? d|\bsempre que\b|\b(?:por|na) ocasiao d|\bno ato d|\bjuntamente com\b|\bmediante (?:solicitacao|requisicao|notificacao)\b|\ba pedido d|\b(?:em|no) caso de\b|\bna hipotese de\b|\bquando\b/g;
// 'após o plantio' is no deadline; 'após a conclusão das obras' is: these need a fact named.
const DEPOIS_DE_FATO =
  /\b(?:apos|depois d|a partir d|ao final d|ao termino d|no inicio d|na conclusao d|ate (?:o|a) (?:final|fim|termino|inicio|conclusao) d)/g;
const VIGENCIA =
  /\bdurante (?:toda |todo )?(?:a |o )?(?:sua |seu )?(?:periodo de |prazo de )?(?:vigencia|validade)\b|\benquanto (?:vigorar|estiver vigente|perdurar|durar)\b|\bao longo de toda a vigencia\b/g;
// 'Manter permanentemente atualizado o cadastro': the word alone is the phrase.
const PERMANENTE =
  /\bpermanentemente\b|\b(?:de forma|em carater|de modo) (?:permanente|continu[oa])\b|\bcontinuamente\b/g;
const IMEDIATO = /\bimediat(?:o|a|amente)\b|\bde imediato\b/g;

// A clause ends at punctuation (not the comma or point inside '1,5' or '10.151') or where the
// sentence goes on to something else; a deadline phrase never runs past it, nor past 15 words.
const FIM_DE_ORACAO = /[;:!?()]|,(?!\d)|\.(?!\d)|\s(?:e|bem como|sob pena|conforme|sendo)\s/g;
const MAX_PALAVRAS = 15;
const MAX_CARACTERES = 10_000;

function fimDaOracao(n: string, desde: number): number {
  FIM_DE_ORACAO.lastIndex = desde;
  const fim = FIM_DE_ORACAO.exec(n)?.index ?? n.length;
  const palavras = [...n.slice(desde, fim).matchAll(/\S+/g)];
  const ultima = palavras[MAX_PALAVRAS - 1];
  return ultima ? desde + (ultima.index ?? 0) + ultima[0].length : fim;
}

/** Folds accents and case letter by letter, keeping where each folded letter came from. */
function dobrarComPosicoes(texto: string): { n: string; origem: number[] } {
  let n = "";
  const origem: number[] = [];
  let i = 0;
  for (const letra of texto) {
    const dobrada = foldText(letra);
    for (let k = 0; k < dobrada.length; k++) origem.push(i);
    n += dobrada;
    i += letra.length;
  }
  origem.push(texto.length);
  return { n, origem };
}

/** A cue's phrase carried on to a continuation that completes it ('…dias, contados da publicação'). */
function estender(n: string, fim: number, continuacao: RegExp): number {
  const resto = n.slice(fim);
  if (!continuacao.test(resto)) return fim;
  const comeco = fim + (resto.match(/^,? ?/)?.[0].length ?? 0);
  return fimDaOracao(n, comeco);
}

function pistasDeRecorrencia(n: string): TPista[] {
  const pistas: TPista[] = [];
  // An anchor written before its recurrence ('até 31 de março | de cada ano'): where it starts, by where it ends.
  const ancoras = new Map([...n.matchAll(ANCORA_ANTES)].map((a) => [(a.index ?? 0) + a[0].length, a.index ?? 0]));
  for (const padrao of RECORRENCIAS)
    for (const achada of n.matchAll(padrao)) {
      const inicio = achada.index ?? 0;
      const adjetivo = !/mente$/.test(achada[0]) && !/cada|todo|vez/.test(achada[0]);
      if (adjetivo && GRANDEZA_ANTES.test(n.slice(Math.max(0, inicio - 40), inicio))) continue;
      const comeco = ancoras.get(inicio) ?? inicio;
      const fim = estender(n, inicio + achada[0].length, ANCORA_DEPOIS);
      const semAncora = inicio + achada[0].length;
      pistas.push({ inicio: comeco, fim: semAncora, forte: true });
      // Kept only when the words after it do name a day of the year ('anualmente, até 31 de março').
      if (fim !== semAncora) pistas.push({ inicio: comeco, fim, forte: true, ancorada: true });
    }
  return pistas;
}

function pistasDeContagem(n: string): TPista[] {
  const pistas: TPista[] = [];
  const contar = (padrao: RegExp, forte: boolean) => {
    for (const achada of n.matchAll(padrao)) {
      if (!/\d/.test(numerosEmAlgarismos(achada[1]))) continue;
      const inicio = achada.index ?? 0;
      pistas.push({ inicio, fim: estender(n, inicio + achada[0].length, CONTADA_DE), forte, fato: !forte });
    }
  };
  contar(CONTAGEM, true);
  contar(CONTAGEM_SEM_INTRODUCAO, false);
  return pistas;
}

function pistasAteOFimDaOracao(n: string, padrao: RegExp, pista: Omit<TPista, "inicio" | "fim">): TPista[] {
  return [...n.matchAll(padrao)].map((achada) => ({
    inicio: achada.index ?? 0,
    fim: fimDaOracao(n, (achada.index ?? 0) + achada[0].length),
    ...pista,
  }));
}

function pistasDoProprioTrecho(n: string, padrao: RegExp): TPista[] {
  return [...n.matchAll(padrao)].map((a) => ({ inicio: a.index ?? 0, fim: (a.index ?? 0) + a[0].length, forte: true }));
}

function pistas(n: string): TPista[] {
  return [
    ...pistasDeRecorrencia(n),
    ...pistasDeContagem(n),
    ...pistasDoProprioTrecho(n, DATA),
    ...pistasDoProprioTrecho(n, PERMANENTE),
    ...pistasAteOFimDaOracao(n, EVENTO, { forte: false }),
    ...pistasAteOFimDaOracao(n, DEPOIS_DE_FATO, { forte: false, fato: true }),
    ...pistasAteOFimDaOracao(n, VIGENCIA, { forte: true }),
    ...pistasAteOFimDaOracao(n, IMEDIATO, { forte: false, imediato: true }),
  ];
}

// The brief's order: a recurrence with its day > a recurrence > a count of days > a fixed date
// > an event > the validity; a phrase the grammar cannot decide only when nothing else is found.
const PESO: Record<TPrazoLido["tipo"], number> = { periodica: 5, dias: 4, data: 3, evento: 2, vigencia: 1, revisar: 0 };
const peso = (prazo: TPrazoLido) => PESO[prazo.tipo] + (prazo.ancora ? 1 : 0);

type TCandidata = { prazo: TPrazoLido; inicio: number; tamanho: number };

function ler(texto: string, n: string, origem: number[], pista: TPista, dataBase?: string): TCandidata | null {
  const frase = (inicio: number, fim: number) =>
    texto
      .slice(origem[inicio], origem[fim])
      .trim()
      .replace(/[\s,;.:]+$/, "");
  let prazo = parsePrazo(frase(pista.inicio, pista.fim), dataBase);
  // 'Comunicar imediatamente a ocorrência …' is an event; 'Cessar imediatamente o lançamento' is due at once.
  if (pista.imediato && prazo.tipo !== "evento") {
    const palavra = n.slice(pista.inicio).match(/^(de )?imediat\w*/)?.[0] ?? "";
    prazo = parsePrazo(frase(pista.inicio, pista.inicio + palavra.length), dataBase);
  }
  if (!prazo.texto || (!pista.forte && prazo.tipo === "revisar") || (pista.ancorada && !prazo.ancora)) return null;
  if (pista.fato && !prazo.base && !FATO.test(n.slice(pista.inicio, pista.fim))) return null;
  return { prazo, inicio: pista.inicio, tamanho: pista.fim - pista.inicio };
}

/**
 * The deadline written inside a condition's text, read by the grammar from the phrase that
 * names it ('no prazo de 90 (noventa) dias', 'anualmente, até 31 de março', 'antes de sua
 * implantação'); null when the text names none. Never throws.
 */
export function findPrazo(descricao: string, dataBase?: string): TPrazoLido | null {
  try {
    // Far longer than any one condition: not worth the search.
    if (typeof descricao !== "string" || descricao.length > MAX_CARACTERES) return null;
    const { n, origem } = dobrarComPosicoes(descricao);
    const candidatas = pistas(n)
      .map((pista) => ler(descricao, n, origem, pista, dataBase))
      .filter((c): c is TCandidata => c !== null)
      .sort((a, b) => peso(b.prazo) - peso(a.prazo) || a.inicio - b.inicio || b.tamanho - a.tamanho);
    return candidatas[0]?.prazo ?? null;
  } catch {
    return null;
  }
}
