import { addDays, isoFromParts } from "./datas";
import { numerosEmAlgarismos } from "./numero-por-extenso";
import { addMonths, PERIODICIDADE_MESES, type TPeriodicidadeTipo } from "./periodicidade";
import { foldText } from "./search";

// Issue 30: the deadline column of a licence ('no prazo de 90 (noventa) dias', 'Semestral',
// 'Anualmente, até 31 de março', 'Durante a vigência da licença') read into a kind the
// consultant confirms. The grammar is deterministic and cautious: whatever it cannot read
// for certain — conflicting numbers, business days, weekly recurrences — is 'revisar', because
// a wrong date typed for the consultant is worse than a blank one they see they must fill.

export const PRAZO_TIPOS = ["data", "dias", "periodica", "vigencia", "evento", "revisar"] as const;
export type TPrazoTipo = (typeof PRAZO_TIPOS)[number];
export const PRAZO_BASES = ["emissao", "publicacao", "recebimento"] as const;
export type TPrazoBase = (typeof PRAZO_BASES)[number];

export type TPrazoLido = {
  tipo: TPrazoTipo;
  /** The phrase as written, trimmed. */
  texto: string;
  /** yyyy-mm-dd: the fixed date ('data'). */
  data?: string;
  /** Days from the base ('dias'). */
  dias?: number;
  /** Only when the phrase names where the count starts. */
  base?: TPrazoBase;
  periodicidade?: { tipo: TPeriodicidadeTipo; intervalo: number };
  /** 'MM-DD': the day of the year a recurring deadline falls on ('até 31 de março'). */
  ancora?: string;
};

const MESES = "janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro".split(" ");
const MES = `(${MESES.join("|")})`;
const DIA = "(\\d{1,2})";
// February's anchor may be the 29th: in other years it falls on the 28th (see primeiraData).
const ULTIMO_DIA = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Each recurrence word and its interval in months; also what findPrazo looks for inside a sentence. */
export const PERIODOS: [RegExp, number][] = [
  [/\bmensa(l|is|lmente)\b|\b(de cada|todo|a cada) mes\b|\btodos os meses\b/, 1],
  [/\bbimestra(l|is|lmente)\b/, 2],
  [/\btrimestra(l|is|lmente)\b/, 3],
  [/\bquadrimestra(l|is|lmente)\b/, 4],
  [/\bsemestra(l|is|lmente)\b/, 6],
  [/\banua(l|is|lmente)\b|\b(de cada|todo|a cada) ano\b|\btodos os anos\b/, 12],
  [/\bbiena(l|is|lmente)\b/, 24],
  [/\btriena(l|is|lmente)\b/, 36],
  [/\bquinquena(l|is|lmente)\b/, 60],
];
// Recurrences shorter than a month have no periodicity kind; 'bianual' means both 'twice a
// year' and 'every two years' in use. The consultant decides those.
const PERIODO_INCERTO =
  /\b(semana(l|is|lmente)|quinzena(l|is|lmente)|bianua(l|is|lmente)|diari(o|a|amente)(?! oficial))\b|\ba cada \d+ (dias?|semanas?)\b|\bvez(es)? (por|na|a cada) semana\b|\b([2-9]|\d\d+) vezes (por|ao|no) mes\b/;

// Something that happens (or is asked for) at a moment the licence cannot date.
const MARCA_DE_EVENTO =
  /\b(antes|previ(amente|o|a)|precedid(o|a|os|as)|sempre que|quando|por ocasiao|na ocasiao|em caso|caso|mediante|no ato|juntamente|a qualquer (tempo|momento)|apos|depois|ao final|ao termino|no inicio|eventua(l|is|lmente))\b/;
/** A moment the licence cannot date; findPrazo also asks it whether 'após …' names one. */
export const FATO =
  /\b(operacao|implantacao|instalacao|obras?|conclusao|termino|vencimento|ocorrencia|solicitacao|solicitado|notificacao|oficio|comunicacao|requerimento|renovacao|acidente|desativacao|encerramento|paralisacao|evento|supressao|protocolo)\b/;
const VIGENCIA = /\b(vigencia|vigorar|permanente(mente)?|continu(o|a|amente)|durante|enquanto|ao longo)\b/;
const CONTADO_DE = /\b(apos|depois|a partir|contados?|a contar)\b/;
const DA_LICENCA = /\b(licenca|autorizacao|desta|deste|l[aipo]|la[iou]|las|laso)\b/;
const IMEDIATO = /\bimediat(o|a|amente)\b/;

// 'N dias' with the number in digits or words; a pair that disagrees ('90 (sessenta) dias',
// read '90 (60) dias') is kept to be refused.
const CONTAGEM = /(\d+)\s*(?:\(\s*(\d+)\s*\)\s*)?(dias?|semanas?|mes|meses|anos?|horas?)\b(\s+uteis)?/g;

// The licence's own name is no event: 'após a emissão da Licença de Operação' counts from the emission.
const NOME_DA_LICENCA = /\blicenca (ambiental )?(previa|de instalacao|de operacao)( corretiva)?\b/g;

function dobrar(texto: string): string {
  const dobrado = foldText(texto)
    .replace(/[º°ª]/g, "")
    .replace(/\bprimeiro de\b/g, "1 de");
  const emAlgarismos = numerosEmAlgarismos(dobrado.replace(NOME_DA_LICENCA, "licenca").replace(/\s+/g, " ").trim());
  // '6 (seis)' says 6 once; a pair that disagrees ('90 (sessenta)') stays for the count to refuse.
  return emAlgarismos.replace(/(\d+) ?\( ?(\d+) ?\)/g, (par, numero, repetido) => (numero === repetido ? numero : par));
}

const revisar = (texto: string): TPrazoLido => ({ tipo: "revisar", texto });

/** The periodicity kind for an interval in months: the named kind when one fits, else 'personalizada'. */
export function periodicidadeDe(intervalo: number): { tipo: TPeriodicidadeTipo; intervalo: number } {
  const nomeada = Object.entries(PERIODICIDADE_MESES).find(([, meses]) => meses === intervalo);
  return { tipo: (nomeada?.[0] as TPeriodicidadeTipo | undefined) ?? "personalizada", intervalo };
}

/** Months between recurring deadlines; null when none is named, NaN when it cannot be a kind. */
function intervaloEmMeses(n: string): number | null {
  if (PERIODO_INCERTO.test(n)) return NaN;
  const intervalos = new Set(PERIODOS.filter(([padrao]) => padrao.test(n)).map(([, meses]) => meses));
  for (const [, quantos, unidade] of n.matchAll(/\ba cada (\d+) (mes|meses|anos?)\b/g))
    intervalos.add(Number(quantos) * (unidade.startsWith("ano") ? 12 : 1));
  for (const [, vezes, unidade] of n.matchAll(/\b(\d+) vez(?:es)? (?:por|ao|no|a cada) (ano|mes)\b/g))
    intervalos.add((unidade === "ano" ? 12 : 1) / Number(vezes));
  if (intervalos.size === 0) return null;
  const [intervalo] = intervalos;
  return intervalos.size === 1 && Number.isInteger(intervalo) && intervalo > 0 ? intervalo : NaN;
}

const mmdd = (mes: number, dia: number) =>
  dia >= 1 && mes >= 1 && mes <= 12 && dia <= ULTIMO_DIA[mes - 1]
    ? `${String(mes).padStart(2, "0")}-${String(dia).padStart(2, "0")}`
    : "invalida";

/** The day of the year a recurrence names; undefined when none, 'invalida' for '31 de fevereiro'. */
function ancoraDe(n: string): string | undefined {
  const porExtenso = n.match(new RegExp(`\\b${DIA} de ${MES}\\b`));
  if (porExtenso) return mmdd(MESES.indexOf(porExtenso[2]) + 1, Number(porExtenso[1]));
  // '31/03', or a whole date; never '2.1', which is how licences number their items.
  const numerica = n.match(/\b(\d{1,2})\/(\d{1,2})\b/) ?? n.match(/\b(\d{1,2})[.-](\d{1,2})[.-]\d{4}\b/);
  if (numerica) return mmdd(Number(numerica[2]), Number(numerica[1]));
  // 'até março', 'no mês de março': by the end of that month.
  const soMes = n.match(new RegExp(`\\b(ate|em|no mes de|mes de|final de|fim de) (o mes de )?${MES}\\b`));
  if (soMes) return mmdd(MESES.indexOf(soMes[3]) + 1, ULTIMO_DIA[MESES.indexOf(soMes[3])]);
  // 'até o dia 10 de cada mês': January's 10th, stepped monthly by primeiraData.
  const diaDoMes = n.match(/\bdia (\d{1,2}) (de cada|do) mes\b/);
  return diaDoMes ? mmdd(1, Number(diaDoMes[1])) : undefined;
}

/** Every fixed date written with its year; 'invalida' for a day the calendar lacks (31/02/2027). */
function datasFixas(n: string): string[] {
  const datas: string[] = [];
  const guardar = (ano: string, mes: number, dia: number) =>
    datas.push(isoFromParts(Number(ano), mes, dia) ?? "invalida");
  const resto = n
    .replace(
      new RegExp(`\\b${DIA} de ${MES} de (\\d{4})\\b`, "g"),
      (_, d, m, a) => (guardar(a, MESES.indexOf(m) + 1, Number(d)), " "),
    )
    .replace(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/g, (_, d, m, a) => (guardar(a, Number(m), Number(d)), " "))
    .replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (_, a, m, d) => (guardar(a, Number(m), Number(d)), " "));
  // 'até dezembro de 2027': by the month's last day.
  for (const [, m, a] of resto.matchAll(new RegExp(`\\b${MES} de (\\d{4})\\b`, "g")))
    guardar(a, MESES.indexOf(m) + 1, new Date(Date.UTC(Number(a), MESES.indexOf(m) + 1, 0)).getUTCDate());
  return datas;
}

/** The base a count starts from, when the phrase names one. Publication is named with the grant it publishes. */
function baseDe(n: string): TPrazoBase | undefined {
  if (/\bpublicacao\b/.test(n)) return "publicacao";
  if (/\brecebimento\b/.test(n)) return "recebimento";
  if (/\b(emissao|concessao|expedicao)\b/.test(n)) return "emissao";
  return undefined;
}

type TContagem = { dias?: number; meses?: number; incerta?: boolean; depois: string };

/** The one count of days, weeks, months or years the phrase names; null when none; incerta when it cannot be used. */
function contagemDe(n: string): TContagem | null {
  const achadas = [...n.matchAll(CONTAGEM)];
  if (achadas.length === 0) return null;
  const lidas = achadas.map(([, numero, entreParenteses, unidade, uteis]) => {
    const valor = Number(numero);
    // Business days need a holiday calendar; hours are shorter than any deadline we keep.
    if ((entreParenteses && Number(entreParenteses) !== valor) || uteis || unidade.startsWith("hora")) return "incerta";
    if (unidade.startsWith("dia")) return `d${valor}`;
    if (unidade.startsWith("semana")) return `d${valor * 7}`;
    return `m${valor * (unidade.startsWith("ano") ? 12 : 1)}`;
  });
  const depois = n.slice((achadas[0].index ?? 0) + achadas[0][0].length);
  const distintas = new Set(lidas);
  if (distintas.size > 1 || lidas[0] === "incerta") return { incerta: true, depois };
  const valor = Number(lidas[0].slice(1));
  return lidas[0].startsWith("d") ? { dias: valor, depois } : { meses: valor, depois };
}

/**
 * Reads a licence's deadline phrase. Never throws: what it cannot read is 'revisar'.
 *
 * A count of months or years from the base ('no prazo de 6 (seis) meses') is not a number of
 * days (months differ in length), so it becomes the fixed date base + N months — 'data' —
 * computed from `dataBase`; without one it is 'revisar'. The screen reads the phrase again
 * when the consultant changes the base, so the date follows it.
 *
 * 'Imediato' is 'dias' with 0 days: due on the base day itself, so it shows as due at once
 * rather than as an event that never comes due. 'Imediato e contínuo' is an obligation kept
 * from then on: 'vigencia'.
 */
export function parsePrazo(texto: string, dataBase?: string): TPrazoLido {
  const escrito = typeof texto === "string" ? texto.trim() : "";
  try {
    return classificar(escrito, dobrar(escrito), dataBase);
  } catch {
    return revisar(escrito);
  }
}

function classificar(texto: string, n: string, dataBase?: string): TPrazoLido {
  // A recurrence wins over everything else it is written with ('Semestral – durante a vigência').
  const intervalo = intervaloEmMeses(n);
  if (intervalo !== null) {
    const ancora = ancoraDe(n);
    if (Number.isNaN(intervalo) || ancora === "invalida") return revisar(texto);
    return { tipo: "periodica", texto, periodicidade: periodicidadeDe(intervalo), ...(ancora && { ancora }) };
  }
  const datas = new Set(datasFixas(n));
  const contagem =
    contagemDe(n) ??
    (IMEDIATO.test(n) && !VIGENCIA.test(n) ? { dias: 0, depois: n.replace(/^.*?\bimediat\w*/, "") } : null);
  if (datas.size > 0) {
    const [data] = datas;
    return datas.size === 1 && data !== "invalida" && !contagem ? { tipo: "data", texto, data } : revisar(texto);
  }
  if (contagem) return deContagem(texto, n, contagem, dataBase);
  if (MARCA_DE_EVENTO.test(n)) return { tipo: "evento", texto };
  if (VIGENCIA.test(n)) return { tipo: "vigencia", texto };
  if (FATO.test(n)) return { tipo: "evento", texto };
  return revisar(texto);
}

function deContagem(texto: string, n: string, contagem: TContagem, dataBase?: string): TPrazoLido {
  const base = baseDe(contagem.depois);
  // '120 dias antes do vencimento', '30 dias após o início da operação', '30 dias após a
  // assinatura do TAC': counted from an event, not from the licence.
  const deOutroFato = CONTADO_DE.test(contagem.depois) && !base && !DA_LICENCA.test(contagem.depois);
  // 'com antecedência de 120 dias da expiração' counts back from the licence's end: an event too.
  if (/\b(antes|antecedencia)\b/.test(n) || FATO.test(contagem.depois) || deOutroFato) return { tipo: "evento", texto };
  if (contagem.incerta) return revisar(texto);
  const comBase = base ? { base } : {};
  if (contagem.dias !== undefined) return { tipo: "dias", texto, dias: contagem.dias, ...comBase };
  if (!dataBase || !/^\d{4}-\d{2}-\d{2}$/.test(dataBase)) return revisar(texto);
  return { tipo: "data", texto, data: addMonths(dataBase, contagem.meses ?? 0), ...comBase };
}

/**
 * The first deadline from `dataBase` (yyyy-mm-dd): base + N days, base + the interval, the
 * next anchor day strictly after the base, or the fixed date; null for the kinds with no date.
 */
export function primeiraData(prazo: TPrazoLido, dataBase: string): string | null {
  const base = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dataBase);
  if (prazo.tipo === "data") return prazo.data ?? null;
  if (!base || !isoFromParts(Number(base[1]), Number(base[2]), Number(base[3]))) return null;
  if (prazo.tipo === "dias" && prazo.dias !== undefined) return addDays(dataBase, prazo.dias);
  const intervalo = prazo.periodicidade?.intervalo;
  if (prazo.tipo !== "periodica" || !intervalo || intervalo < 1) return null;
  if (!prazo.ancora) return addMonths(dataBase, intervalo);
  return proximaAncora(prazo.ancora, intervalo, dataBase);
}

/**
 * The anchor repeats every interval through the year ('Semestral, até 31 de março' falls on
 * 31/03 and 30/09); for an interval of a year or more the first is simply the next anchor day.
 * Counted from the anchor itself, so 29 February is 28 February in common years and the
 * 31st clamps to short months — never pushed later than the agency wrote.
 */
function proximaAncora(ancora: string, intervalo: number, dataBase: string): string | null {
  const passo = Math.min(intervalo, 12);
  const inicio = `${Number(dataBase.slice(0, 4)) - 1}-${ancora}`;
  // Two years of steps always pass the base.
  for (let k = 0; k * passo <= 36; k++) {
    const data = addMonths(inicio, k * passo);
    if (data > dataBase) return data;
  }
  return null;
}
