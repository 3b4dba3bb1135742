import { format, parseISO } from "date-fns";
import { ptBR } from "date-fns/locale";

/** dd/MM/yyyy from an ISO timestamp or a yyyy-mm-dd date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "-";
  return format(parseISO(value), "dd/MM/yyyy", { locale: ptBR });
}
