import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { ENTREGA_OBRIGATORIA, entregaInvalida } from "@/shared/rules/condicionantes";
import { parseDate } from "@/shared/rules/datas";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { DateInput } from "@/web/components/ui/date-input";
import { fieldA11y, FormField } from "@/web/components/ui/form-field";
import { FormActions } from "@/web/components/form-actions";
import { serverToday } from "@/web/lib/server-today";

/**
 * Part 2 §4/§9: a typed delivery date's problem, or null. Today is the browser's day in São
 * Paulo; the server checks the same range against its own clock.
 */
export function entregaProblem(value: string): string | null {
  if (!value.trim()) return ENTREGA_OBRIGATORIA;
  const iso = parseDate(value.trim());
  if (!iso) return "Data inválida. Use dd/mm/aaaa.";
  return entregaInvalida(iso, serverToday());
}

const schema = z
  .object({ dataEntrega: z.string() })
  .superRefine((v, ctx) => {
    const problem = entregaProblem(v.dataEntrega);
    if (problem) ctx.addIssue({ code: "custom", path: ["dataEntrega"], message: problem });
  })
  .transform((v) => parseDate(v.dataEntrega.trim()) ?? "");

/**
 * 'Data de Entrega': asked when a condition is marked 'Concluída'. `onConfirm` gets the date as
 * yyyy-mm-dd and answers whether the dialog may close (false keeps it open after a refusal).
 */
export function EntregaDialog(props: {
  open: boolean;
  onClose: () => void;
  onConfirm: (dataEntrega: string) => boolean | Promise<boolean>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && !busy && props.onClose()}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Data de Entrega</DialogTitle>
          <DialogDescription>Informe a data em que a condicionante foi cumprida.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts empty. */}
        {props.open && (
          <EntregaForm
            busy={busy}
            onClose={props.onClose}
            onConfirm={async (data) => {
              setBusy(true);
              const close = await Promise.resolve(props.onConfirm(data)).finally(() => setBusy(false));
              if (close) props.onClose();
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EntregaForm(props: { busy: boolean; onClose: () => void; onConfirm: (data: string) => Promise<void> }) {
  const form = useForm<{ dataEntrega: string }, unknown, string>({
    resolver: zodResolver(schema),
    defaultValues: { dataEntrega: "" },
  });
  const error = form.formState.errors.dataEntrega?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(props.onConfirm)} className="grid gap-4">
      <FormField id="entrega-dataEntrega" label="Data de entrega" required error={error}>
        <DateInput {...fieldA11y("entrega-dataEntrega", error)} required autoFocus {...form.register("dataEntrega")} />
      </FormField>
      <FormActions busy={props.busy} onCancel={props.onClose} submitLabel="Confirmar" />
    </form>
  );
}
