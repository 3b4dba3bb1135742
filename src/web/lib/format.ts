import { todayIn } from "@/shared/rules/datas";
import type { TTotalLimitado } from "@/shared/schemas/paging";

/**
 * dd/MM/yyyy from an ISO timestamp or a yyyy-mm-dd date. A timestamp shows its day in São
 * Paulo, as the server groups it, whatever the browser's time zone: 01:00 UTC is the day before.
 * Plain string work: a date library here would weigh on every screen's first load (decision 030).
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "-";
  const day = value.includes("T") ? todayIn(new Date(value)) : value.slice(0, 10);
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}

/** A count with pt-BR digit grouping: "74.517", not "74517". */
export const formatNumero = (n: number) => n.toLocaleString("pt-BR");

/** A total as the screens say it: "1.234", or "mais de 1.000" when the server capped it. */
export const formatTotal = (total: TTotalLimitado) =>
  typeof total === "number" ? formatNumero(total) : `mais de ${formatNumero(total.maisDe)}`;

/** What a list counts, in the singular and the plural: { um: "licença", varios: "licenças" }. */
export interface TNomeContado {
  um: string;
  varios: string;
}

/**
 * A total with its noun agreeing, as pt-BR says it: "1 licença", "0 licenças", "1.234 licenças",
 * "mais de 1.000 licenças". Only exactly one takes the singular.
 */
export const formatContagem = (total: TTotalLimitado, nome: TNomeContado) =>
  `${formatTotal(total)} ${total === 1 ? nome.um : nome.varios}`;
