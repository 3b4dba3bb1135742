import {
  ATIVIDADE_STATUS_LABELS,
  CONDICIONANTE_RELATORIO_LABELS,
  type TAtividadeStatusExibido,
  type TCondicionanteRelatorioStatus,
} from "@/shared/rules/atividade-status";
import { Badge } from "@/web/components/ui/badge";
import { cn } from "@/web/lib/utils";

// The words carry the status (colour only repeats it), so they read in black and white too.

const ATIVIDADE_COLORS: Record<TAtividadeStatusExibido, string> = {
  pendente: "bg-slate-100 text-slate-900",
  em_andamento: "bg-blue-100 text-blue-900",
  concluida: "bg-green-100 text-green-900",
  atrasada: "bg-red-100 text-red-900",
};

export function AtividadeStatusBadge({ status }: { status: TAtividadeStatusExibido }) {
  return (
    <Badge variant="outline" className={cn("whitespace-nowrap border-transparent", ATIVIDADE_COLORS[status])}>
      {ATIVIDADE_STATUS_LABELS[status]}
    </Badge>
  );
}

const CONDICIONANTE_COLORS: Record<TCondicionanteRelatorioStatus, string> = {
  cumprida: "bg-green-100 text-green-900",
  vencida: "bg-red-100 text-red-900",
  pendente: "bg-amber-100 text-amber-900",
};

export function CondicionanteRelatorioBadge({ status }: { status: TCondicionanteRelatorioStatus }) {
  return (
    <Badge variant="outline" className={cn("whitespace-nowrap border-transparent", CONDICIONANTE_COLORS[status])}>
      {CONDICIONANTE_RELATORIO_LABELS[status]}
    </Badge>
  );
}
