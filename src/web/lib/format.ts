import { format, parseISO } from "date-fns";
import { ptBR } from "date-fns/locale";
import { todayIn } from "@/shared/rules/datas";

/**
 * dd/MM/yyyy from an ISO timestamp or a yyyy-mm-dd date. A timestamp shows its day in São
 * Paulo, as the server groups it, whatever the browser's time zone: 01:00 UTC is the day before.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "-";
  const day = value.includes("T") ? todayIn(parseISO(value)) : value;
  return format(parseISO(day), "dd/MM/yyyy", { locale: ptBR });
}
