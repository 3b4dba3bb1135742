import { daysBetween } from "./datas";
import { licencaStatus, renovacaoAtendida, type TLicencaPrazos } from "./licenca-status";

/** Part 1 §9: a condition is 'vencendo' when its deadline is within 7 days. */
export const VENCENDO_DAYS = 7;
/** Part 1 §9: renewals soon = expiry within 30 days from today. */
export const RENEWALS_SOON_DAYS = 30;
/** Part 1 §9: 3 items per source, 5 in total. */
export const ACTIVITIES_PER_SOURCE = 3;
export const ACTIVITIES_TOTAL = 5;

export const ACTIVITY_CLASSES = ["success", "alert", "warning", "info"] as const;
export type TActivityClass = (typeof ACTIVITY_CLASSES)[number];

/**
 * Part 1 §4, in order: concluded, deadline in the past, deadline within 7 days (today up to
 * today + 7), otherwise updated. `nome` is the condition's name (its description when unnamed).
 */
export function condicionanteActivity(
  c: { nome: string; status: string; dataPrazo: string | null },
  today: string,
): { classe: TActivityClass; texto: string } {
  if (c.status === "concluida") return { classe: "success", texto: `Condicionante concluída - ${c.nome}` };
  const left = c.dataPrazo ? daysBetween(today, c.dataPrazo) : null;
  if (left !== null && left < 0) return { classe: "alert", texto: `Condicionante vencida - ${c.nome}` };
  if (left !== null && left <= VENCENDO_DAYS) return { classe: "warning", texto: `Condicionante vencendo - ${c.nome}` };
  return { classe: "info", texto: `Condicionante atualizada - ${c.nome}` };
}

/**
 * The article of a type's leading noun, for the built-in catalogue's words (and a company's own
 * types that start with one of them); another word's gender is not guessed.
 */
const GENERO_DO_TIPO: Record<string, "Nova" | "Novo"> = {
  licença: "Nova",
  renovação: "Nova",
  certidão: "Nova",
  dispensa: "Nova",
  autorização: "Nova",
  declaração: "Nova",
  alvará: "Novo",
  auto: "Novo",
  cadastro: "Novo",
  certificado: "Novo",
};

/**
 * A type as a person says it: its name, then its acronym when it has one the name does not
 * already say ('Licença Prévia (LP)', 'Cadastro no SINIR'). A code with '_' (ALVARA_SANITARIO)
 * is a key, not an acronym; a name with its own parentheses ('… (SC)') takes no second pair.
 */
export function licencaTipoFalado(codigo: string, nome: string): string {
  const sigla = /^[A-Z][A-Z0-9]{1,5}$/.test(codigo) && !nome.includes(codigo) && !nome.includes("(");
  return sigla ? `${nome} (${codigo})` : nome;
}

/**
 * Part 1 §4: a new licence is a success, 'Nova licença {tipo} - {project name}', the type said
 * as a person says it: 'Nova Licença Prévia (LP) - …', 'Novo Alvará Sanitário - …'. A type whose
 * leading noun's gender is unknown keeps the spec's 'Nova licença {tipo}'.
 */
export function licencaActivity(tipo: { codigo: string; nome: string }, projeto: string) {
  const falado = licencaTipoFalado(tipo.codigo, tipo.nome);
  const novo = GENERO_DO_TIPO[tipo.nome.split(/\s/, 1)[0].toLocaleLowerCase("pt-BR")];
  return { classe: "success" as const, texto: `${novo ? `${novo} ${falado}` : `Nova licença ${falado}`} - ${projeto}` };
}

/** Part 1 §7: both sources merged, newest first (`data` is an ISO instant), the top 5 kept. */
export function mergeActivities<T extends { data: string }>(...sources: T[][]): T[] {
  return sources
    .flat()
    .sort((a, b) => Date.parse(b.data) - Date.parse(a.data))
    .slice(0, ACTIVITIES_TOTAL);
}

/**
 * Part 1 §9: 'há N minutos / horas / dias', singular or plural, switching at 60 minutes and at
 * 24 hours. Under a minute (or a clock slightly ahead) reads 'agora mesmo': 'há 0 minutos' reads odd.
 */
export function relativeTime(then: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 60_000));
  if (minutes < 1) return "agora mesmo";
  if (minutes < 60) return minutes === 1 ? "há 1 minuto" : `há ${minutes} minutos`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? "há 1 hora" : `há ${hours} horas`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "há 1 dia" : `há ${days} dias`;
}

/**
 * A licence with an expiry that is still valid: any status but 'Vencida' (the licence status
 * rule). So the expiry day itself counts, and so does a licence past it whose renewal was filed
 * in time ('Em Renovação — validade prorrogada'); one filed late lapses at its expiry (decision 023).
 */
export const licencaValida = (l: TLicencaPrazos, today: string) =>
  l.validade !== null && licencaStatus(l, today) !== "vencida";

/** Part 1 §9: share of licences still valid among those with an expiry, rounded; 100 when none. */
export const conformidade = (validas: number, comValidade: number) =>
  comValidade === 0 ? 100 : Math.round((100 * validas) / comValidade);

/**
 * Part 1 §9: renewal soon = expiry from today up to today + 30 days; past expiries are not.
 * A licence whose renewal needs nothing more (filed in time, decision 023) is not one.
 */
export function renovacaoProxima(l: TLicencaPrazos, today: string): boolean {
  if (!l.validade || renovacaoAtendida(l)) return false;
  const left = daysBetween(today, l.validade);
  return left >= 0 && left <= RENEWALS_SOON_DAYS;
}
