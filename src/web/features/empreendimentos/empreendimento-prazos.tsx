import { Link } from "react-router";
import { ListChecks } from "lucide-react";
import { CONDICIONANTE_STATUS_LABELS, prazoBadge } from "@/shared/rules/condicionantes";
import { formatIsoDate } from "@/shared/rules/datas";
import type { TEmpreendimentoPagina, TEmpreendimentoPrazo } from "@/shared/schemas/empreendimentos";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { licencaCondicionantesHref } from "@/web/lib/licenca-links";
import { serverToday } from "@/web/lib/server-today";
import { cn } from "@/web/lib/utils";

/**
 * The project's conditions overdue or due within 30 days, the oldest deadline first (so the
 * overdue ones lead, marked in red), each with a link to its licence's conditions panel.
 */
export function EmpreendimentoPrazos({ projeto }: { projeto: TEmpreendimentoPagina }) {
  const { items, total } = projeto.prazos;
  const today = serverToday();
  return (
    <Card role="region" aria-labelledby="detalhe-prazos">
      <CardHeader>
        <CardTitle id="detalhe-prazos">Próximos prazos</CardTitle>
        <CardDescription>Condicionantes vencidas e as que vencem nos próximos 30 dias.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {items.length === 0 ? (
          <p className="text-muted-foreground">Nenhuma condicionante vencida ou vencendo nos próximos 30 dias.</p>
        ) : (
          <ul aria-label="Próximos prazos do empreendimento" className="divide-y rounded-md border">
            {items.map((c) => (
              <Prazo key={`${c.id}:${c.dataPrazo}`} prazo={c} today={today} />
            ))}
          </ul>
        )}
        {total > items.length && (
          <p className="text-sm text-muted-foreground">
            {`Mostrando ${items.length} de ${total}. `}
            <Link
              to={`/condicionantes?${new URLSearchParams({ q: projeto.nome })}`}
              className="text-primary hover:underline"
            >
              Ver todas em Condicionantes
            </Link>
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function Prazo({ prazo: c, today }: { prazo: TEmpreendimentoPrazo; today: string }) {
  const vencida = c.dataPrazo < today;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
      <div className="min-w-0 flex-1 basis-48 space-y-1">
        <p className="font-medium break-words">{c.titulo}</p>
        <p className="text-sm text-muted-foreground break-words">
          {`Prazo ${formatIsoDate(c.dataPrazo)} · ${CONDICIONANTE_STATUS_LABELS[c.status]} · ${c.licenca.tipoNome} nº ${c.licenca.numero}`}
        </p>
      </div>
      <Badge
        variant="outline"
        className={cn(
          "whitespace-nowrap border-transparent",
          vencida ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-900",
        )}
      >
        {vencida && <span className="sr-only">Vencida: </span>}
        {prazoBadge(c.dataPrazo, today)}
      </Badge>
      <Button asChild variant="outline" size="sm">
        <Link to={licencaCondicionantesHref(c.licenca.id)} aria-label={`Abrir condicionantes: ${c.titulo}`}>
          <ListChecks aria-hidden />
          Abrir condicionantes
        </Link>
      </Button>
    </li>
  );
}
