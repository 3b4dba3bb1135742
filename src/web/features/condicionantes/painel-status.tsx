import { useId, useState } from "react";
import { Switch } from "radix-ui";
import {
  CONDICIONANTE_STATUS,
  CONDICIONANTE_STATUS_LABELS,
  entregaNoPrazo,
  type TCondicionanteStatus,
} from "@/shared/rules/condicionantes";
import { formatIsoDate } from "@/shared/rules/datas";
import type { TCondicionante } from "@/shared/schemas/condicionantes";
import { Badge } from "@/web/components/ui/badge";
import { NativeSelect } from "@/web/components/ui/native-select";
import { useSavingValue } from "@/web/lib/use-saving-value";
import { cn } from "@/web/lib/utils";
import { useSetAprovacao, useSetStatus } from "./api";
import { EntregaDialog } from "./painel-entrega-dialog";

const COLORS: Record<TCondicionanteStatus, string> = {
  pendente: "bg-amber-100 text-amber-900",
  em_andamento: "bg-blue-100 text-blue-900",
  concluida: "bg-green-100 text-green-900",
  atrasada: "bg-red-100 text-red-900",
};

export function CondicionanteStatusBadge({ status }: { status: TCondicionanteStatus }) {
  return (
    <Badge variant="outline" className={cn("whitespace-nowrap border-transparent", COLORS[status])}>
      {CONDICIONANTE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** 'Entrega: dd/MM/yyyy (No prazo)' in green when on or before the deadline, else '(Atrasada)' in red. */
export function EntregaInfo({ dataEntrega, dataPrazo }: { dataEntrega: string; dataPrazo: string | null }) {
  const noPrazo = entregaNoPrazo(dataEntrega, dataPrazo);
  return (
    <span>
      <span className="text-muted-foreground">Entrega: </span>
      <span className="font-medium">{formatIsoDate(dataEntrega)}</span>{" "}
      <span className={cn("font-medium", noPrazo ? "text-green-700" : "text-red-700")}>
        {noPrazo ? "(No prazo)" : "(Atrasada)"}
      </span>
    </span>
  );
}

/** The approval flag, saved at once by the server's approval procedure. */
export function AprovacaoSwitch({ condicionante: c, titulo }: { condicionante: TCondicionante; titulo: string }) {
  const mutation = useSetAprovacao();
  const aprovada = useSavingValue(c.aprovada);
  const checked = aprovada.value;
  return (
    <div className="flex items-center gap-2">
      <Switch.Root
        checked={checked}
        aria-label={`Aprovada: ${titulo}`}
        // Not disabled while saving, which would take the keyboard focus away; a second flip waits.
        onCheckedChange={(next) =>
          !aprovada.saving &&
          aprovada.save(next, (done) => mutation.mutate({ id: c.id, aprovada: next }, { onSettled: done }))
        }
        className="peer inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-slate-400 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60 data-[state=checked]:bg-green-700"
      >
        <Switch.Thumb className="block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
      </Switch.Root>
      {/* The switch's own state says it to screen readers. */}
      <span aria-hidden className={cn("text-sm font-medium", checked ? "text-green-800" : "text-muted-foreground")}>
        {checked ? "Aprovada" : "Não aprovada"}
      </span>
    </div>
  );
}

/**
 * The card's status list (part 2 §4): 'Concluída' asks the delivery date and saves both;
 * any other status saves at once and the server clears the delivery date.
 */
export function StatusSelect({ condicionante: c, titulo }: { condicionante: TCondicionante; titulo: string }) {
  const mutation = useSetStatus();
  const [askingEntrega, setAskingEntrega] = useState(false);
  const id = useId();
  const status = useSavingValue(c.status);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-muted-foreground">
        Status
        <span className="sr-only">{` de ${titulo}`}</span>
      </label>
      <NativeSelect
        id={id}
        className="h-9 w-40"
        value={status.value}
        onChange={(e) => {
          const next = e.target.value as TCondicionanteStatus;
          // Asking the date saves nothing yet, so it may open while the previous pick still saves:
          // a consultant who goes on to 'Concluída' at once must not see the choice ignored.
          if (next === "concluida") setAskingEntrega(true);
          else if (!status.saving)
            status.save(next, (done) =>
              mutation.mutate({ id: c.id, status: next, dataEntrega: null }, { onSettled: done }),
            );
        }}
      >
        {CONDICIONANTE_STATUS.map((s) => (
          <option key={s} value={s}>
            {CONDICIONANTE_STATUS_LABELS[s]}
          </option>
        ))}
      </NativeSelect>
      <EntregaDialog
        open={askingEntrega}
        onClose={() => setAskingEntrega(false)}
        onConfirm={(dataEntrega) =>
          status.save("concluida", (done) =>
            mutation
              .mutateAsync({ id: c.id, status: "concluida", dataEntrega })
              .then(
                () => true,
                () => false,
              )
              .finally(done),
          )
        }
      />
    </div>
  );
}
