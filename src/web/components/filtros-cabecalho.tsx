import { useId, useState, type ReactNode } from "react";
import { ChevronDown, Filter } from "lucide-react";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";
import { MOBILE_QUERY } from "@/web/lib/use-is-mobile";

/**
 * A list's filter card opens and closes. On a phone the open card pushed the list below the
 * first screen: it starts closed there, unless a link brings filters to show.
 */
export function useFiltrosAbertos(activeCount: number) {
  const [open, setOpen] = useState(() => !window.matchMedia(MOBILE_QUERY).matches || activeCount > 0);
  const contentId = useId();
  return { open, toggle: () => setOpen((o) => !o), contentId };
}

/** The card's header: 'Filtros' with how many are on, and what the list shows ('Exibindo 3 de 10'). */
export function FiltrosCabecalho(props: {
  filtros: ReturnType<typeof useFiltrosAbertos>;
  activeCount: number;
  status: ReactNode;
}) {
  const { open, toggle, contentId } = props.filtros;
  const n = props.activeCount;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 p-4">
      <Button
        variant="ghost"
        aria-expanded={open}
        aria-controls={contentId}
        aria-label={n > 0 ? `Filtros (${n} ${n === 1 ? "ativo" : "ativos"})` : "Filtros"}
        onClick={toggle}
      >
        <Filter aria-hidden />
        <span className="text-base font-semibold">Filtros</span>
        {n > 0 && <Badge>{n}</Badge>}
        <ChevronDown aria-hidden className={cn("transition-transform", open && "rotate-180")} />
      </Button>
      <p role="status" className="text-sm text-muted-foreground">
        {props.status}
      </p>
    </div>
  );
}
