import { Link } from "react-router";
import { prazoBadge } from "@/shared/rules/condicionantes";
import { daysBetween, formatIsoDate } from "@/shared/rules/datas";
import { PENDENCIA_PRAZO_LABELS, PENDENCIA_TIPO_LABELS, pendenciaHref } from "@/shared/rules/minhas-pendencias";
import type { TDashboard, TPendencia } from "@/shared/schemas/dashboard";
import { Badge } from "@/web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { formatTotal } from "@/web/lib/format";
import { serverToday } from "@/web/lib/server-today";
import { cn } from "@/web/lib/utils";

// The deadline badge as the conditions screen colours it: red overdue, amber within 30 days.
function prazoCor(prazo: string, today: string) {
  const left = daysBetween(today, prazo);
  if (left < 0) return "bg-red-100 text-red-900";
  if (left <= 30) return "bg-amber-100 text-amber-900";
  return "bg-muted text-foreground";
}

/** 'Minhas pendências' (decision 024): the caller's obligations not yet met, nearest deadline first. */
export function PendenciasCard({ pendencias }: { pendencias: TDashboard["minhasPendencias"] }) {
  const today = serverToday();
  const { items, total } = pendencias;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-baseline justify-between gap-2">
        <CardTitle id="pendencias-titulo">Minhas pendências</CardTitle>
        {(typeof total !== "number" || total > items.length) && (
          <p className="text-sm text-muted-foreground">{`As ${items.length} mais próximas de ${formatTotal(total)}`}</p>
        )}
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Você não tem pendências.</p>
        ) : (
          <ul aria-labelledby="pendencias-titulo" className="divide-y">
            {items.map((p) => (
              <Pendencia key={`${p.tipo}:${p.id}`} pendencia={p} today={today} />
            ))}
          </ul>
        )}
        {items.length > 0 && (
          <Link
            to="/condicionantes?minhas=1"
            className="mt-3 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Ver minhas condicionantes
          </Link>
        )}
      </CardContent>
    </Card>
  );
}

function Pendencia({ pendencia: p, today }: { pendencia: TPendencia; today: string }) {
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0 space-y-0.5">
        <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
          {PENDENCIA_TIPO_LABELS[p.tipo]}
        </p>
        <Link to={pendenciaHref(p)} className="block break-words font-medium hover:underline">
          {p.titulo}
        </Link>
        <p className="break-words text-sm text-muted-foreground">{p.contexto}</p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 sm:flex-col sm:items-end sm:gap-1">
        {p.prazo ? (
          <>
            <span className="whitespace-nowrap text-sm">
              <span className="text-muted-foreground">{PENDENCIA_PRAZO_LABELS[p.tipo]}: </span>
              {formatIsoDate(p.prazo)}
            </span>
            <Badge variant="outline" className={cn("whitespace-nowrap border-transparent", prazoCor(p.prazo, today))}>
              {prazoBadge(p.prazo, today)}
            </Badge>
          </>
        ) : (
          <span className="text-sm text-muted-foreground">Sem prazo</span>
        )}
      </div>
    </li>
  );
}
