import { useId, useState } from "react";
import {
  CONDICIONANTE_STATUS,
  CONDICIONANTE_STATUS_LABELS,
  entregaNoPrazo,
  type TCondicionanteStatus,
} from "@/shared/rules/condicionantes";
import { formatIsoDate } from "@/shared/rules/datas";
import { entregasPendentes } from "@/shared/rules/obrigacoes";
import { Badge } from "@/web/components/ui/badge";
import { NativeSelect } from "@/web/components/ui/native-select";
import { notify } from "@/web/lib/notify";
import { useSavingValue } from "@/web/lib/use-saving-value";
import { cn } from "@/web/lib/utils";
import { useSetStatus } from "./api";
import { EntregaDialog } from "./data-entrega-dialog";

// A condition's status as the licence panel and the conditions screen both show and change it.

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

/** What the status list needs of a condition; scheduled deliveries left keep it from 'Concluída'. */
export interface TStatusDe {
  id: string;
  status: TCondicionanteStatus;
  entregasAgendadas?: number;
  proximaEntrega?: string | null;
}

/**
 * The status list (part 2 §4): 'Concluída' asks the delivery date and saves both; any other
 * status saves at once and the server clears the delivery date. A periodic condition with
 * deliveries left is not concluded (decision 013): the list says why instead of asking the date.
 */
export function StatusSelect({ condicionante: c, titulo }: { condicionante: TStatusDe; titulo: string }) {
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
          const faltam = next === "concluida" && entregasPendentes(c.entregasAgendadas ?? 0, c.proximaEntrega ?? null);
          // Asking the date saves nothing yet, so it may open while the previous pick still saves:
          // a consultant who goes on to 'Concluída' at once must not see the choice ignored.
          if (faltam) notify.error(faltam, "Erro ao atualizar status");
          else if (next === "concluida") setAskingEntrega(true);
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
