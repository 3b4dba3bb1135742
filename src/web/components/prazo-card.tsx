import type { ReactNode } from "react";
import { DUE_SOON_DAYS, entregaNoPrazo, prazoBadge } from "@/shared/rules/condicionantes";
import { daysBetween, formatIsoDate } from "@/shared/rules/datas";
import { Badge } from "@/web/components/ui/badge";
import { cn } from "@/web/lib/utils";

// The pieces of a deadline card, shared by the conditions' sections and the obligations' 'Por
// prazo' view: the same deadline reads the same on both screens.

/** 'N dias atrasado' in red, 'Vence hoje' / 'N dias restantes' in amber within 30 days, neutral later. */
export function PrazoBadge({ data, today }: { data: string; today: string }) {
  const left = daysBetween(today, data);
  const cor =
    left < 0
      ? "bg-red-100 text-red-900"
      : left <= DUE_SOON_DAYS
        ? "bg-amber-100 text-amber-900"
        : "bg-muted text-foreground";
  return (
    <Badge variant="outline" className={cn("whitespace-nowrap border-transparent", cor)}>
      {prazoBadge(data, today)}
    </Badge>
  );
}

/** One 'Rótulo: valor' line of a card's details (inside a `<dl>`). */
export function CardInfo(props: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1">
      <dt className="shrink-0 text-muted-foreground">{props.label}:</dt>{" "}
      <dd className="min-w-0 break-words">{props.children}</dd>
    </div>
  );
}

/** The delivery date, '(No prazo)' in green when on or before the deadline, else '(Atrasada)' in red. */
export function EntregaNoPrazo(props: { dataEntrega: string; dataPrazo: string | null }) {
  const noPrazo = entregaNoPrazo(props.dataEntrega, props.dataPrazo);
  return (
    <>
      {formatIsoDate(props.dataEntrega)}{" "}
      <span className={noPrazo ? "text-green-700" : "text-red-700"}>{noPrazo ? "(No prazo)" : "(Atrasada)"}</span>
    </>
  );
}
