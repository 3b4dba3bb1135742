import { OBRIGACAO_STATUS_LABELS, type TObrigacaoStatus } from "@/shared/rules/obrigacoes-legais";
import { Badge } from "@/web/components/ui/badge";
import { cn } from "@/web/lib/utils";

// The conditions' colours (status-condicionante.tsx): the same status reads the same everywhere.
const COLORS: Record<TObrigacaoStatus, string> = {
  pendente: "bg-amber-100 text-amber-900",
  em_andamento: "bg-blue-100 text-blue-900",
  cumprida: "bg-green-100 text-green-900",
  atrasada: "bg-red-100 text-red-900",
};

/** 'Pendente' / 'Em andamento' / 'Atrasada' / 'Cumprida', in words as well as colour. */
export function ObrigacaoStatusBadge({ status }: { status: TObrigacaoStatus }) {
  return (
    <Badge variant="outline" className={cn("whitespace-nowrap border-transparent", COLORS[status])}>
      {OBRIGACAO_STATUS_LABELS[status]}
    </Badge>
  );
}
