import { Switch } from "radix-ui";
import type { TCondicionante } from "@/shared/schemas/condicionantes";
import { useSavingValue } from "@/web/lib/use-saving-value";
import { cn } from "@/web/lib/utils";
import { useSetAprovacao } from "./api";

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
