import { useId, useState } from "react";
import { Collapsible } from "radix-ui";
import { CalendarClock, ChevronRight } from "lucide-react";
import { formatIsoDate } from "@/shared/rules/datas";
import type { TCondicionante } from "@/shared/schemas/condicionantes";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";
import { nomeDoResponsavel } from "@/web/lib/responsavel";
import { DESTAQUE, useDestaque } from "./destaque";
import { PeriodicidadeDialog } from "./periodicidade-dialog";
import { CondicionanteExpandida } from "./painel-expandida";
import { AprovacaoSwitch } from "./painel-status";
import { CondicionanteStatusBadge, EntregaInfo, StatusSelect } from "./status-condicionante";

const documentosText = (n: number) => (n === 1 ? "1 documento" : `${n} documentos`);

/**
 * One condition of the licence's panel: name (or description), status, approval, deadline,
 * documents and delivery at a glance; opening it loads its details, proofs and documents.
 */
export function CondicionanteCard({
  condicionante: c,
  destacada = false,
  entregaDestacada = null,
}: {
  condicionante: TCondicionante;
  /** A link pointed at it: it opens expanded, scrolled to and marked, with the focus on it. */
  destacada?: boolean;
  /** One of its scheduled deliveries a link pointed at, marked among its proofs. */
  entregaDestacada?: string | null;
}) {
  const [open, setOpen] = useState(destacada);
  const ref = useDestaque<HTMLElement>(destacada);
  const [periodicidade, setPeriodicidade] = useState(false);
  const titleId = useId();
  const titulo = c.nome ?? c.descricao;
  return (
    <li>
      <Collapsible.Root open={open} onOpenChange={setOpen} asChild>
        <article ref={ref} aria-labelledby={titleId} className={cn("rounded-lg border bg-card", destacada && DESTAQUE)}>
          {/* On a phone the title takes the whole row and the status and approval go below it:
              beside them it was squeezed to one letter per line. */}
          <div className="flex flex-col gap-2 p-4 pb-2 sm:flex-row sm:items-start sm:gap-3">
            <h3 className="min-w-0 text-base font-semibold sm:flex-1">
              <Collapsible.Trigger
                data-foco
                className="flex w-full items-start gap-2 rounded-sm text-left hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <ChevronRight
                  aria-hidden
                  className={`mt-0.5 size-5 shrink-0 transition-transform ${open ? "rotate-90" : ""}`}
                />
                <span id={titleId} className="min-w-0 break-words">
                  {titulo}
                </span>
              </Collapsible.Trigger>
            </h3>
            <div className="flex flex-wrap items-center gap-3 pl-7 sm:pl-0">
              <CondicionanteStatusBadge status={c.status} />
              <AprovacaoSwitch condicionante={c} titulo={titulo} />
            </div>
          </div>
          {c.nome && c.descricao && (
            <p className="line-clamp-2 pl-11 pr-4 text-sm text-muted-foreground" title={c.descricao}>
              {c.descricao}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 pb-4 pt-2 text-sm sm:pl-11">
            <span>
              <span className="text-muted-foreground">Prazo: </span>
              <span className="font-medium">{c.dataPrazo ? formatIsoDate(c.dataPrazo) : "Sem prazo"}</span>
            </span>
            <span>
              <span className="text-muted-foreground">Responsável: </span>
              {nomeDoResponsavel(c.responsavel)}
            </span>
            <span>{documentosText(c.documentosCount)}</span>
            {c.dataEntrega && <EntregaInfo dataEntrega={c.dataEntrega} dataPrazo={c.dataPrazo} />}
            <StatusSelect condicionante={c} titulo={titulo} />
            <Button type="button" variant="outline" size="sm" onClick={() => setPeriodicidade(true)}>
              <CalendarClock aria-hidden />
              Periodicidade
            </Button>
          </div>
          <Collapsible.Content className="border-t">
            {/* Mounted only while open: a closed card asks the server nothing. */}
            {open && <CondicionanteExpandida condicionante={c} titulo={titulo} entregaDestacada={entregaDestacada} />}
          </Collapsible.Content>
          <PeriodicidadeDialog condicionante={c} open={periodicidade} onOpenChange={setPeriodicidade} />
        </article>
      </Collapsible.Root>
    </li>
  );
}
