import { useState } from "react";
import { ATIVIDADE_STATUS, ATIVIDADE_STATUS_LABELS, type TAtividadeStatus } from "@/shared/rules/atividade-status";
import type { TAtividade } from "@/shared/schemas/cronograma";
import { FormActions } from "@/web/components/form-actions";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { notify } from "@/web/lib/notify";
import { useSetAtividadeStatus } from "./api";
import { Textarea } from "@/web/components/ui/textarea";

/** 'Alterar status': pendente, em andamento or concluída, and an observation. Closed while null. */
export function AtividadeStatusDialog(props: { atividade: TAtividade | null; onClose: () => void }) {
  const mutation = useSetAtividadeStatus();
  return (
    <Dialog open={props.atividade !== null} onOpenChange={(next) => !next && !mutation.isPending && props.onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Alterar Status</DialogTitle>
          <DialogDescription>{props.atividade?.titulo}</DialogDescription>
        </DialogHeader>
        {props.atividade && (
          <StatusForm
            key={props.atividade.id}
            atividade={props.atividade}
            busy={mutation.isPending}
            onCancel={props.onClose}
            onSave={(body) =>
              mutation.mutate(
                { id: props.atividade!.id, body },
                {
                  onSuccess: () => {
                    notify.success("Status da atividade atualizado!");
                    props.onClose();
                  },
                  onError: () => notify.error("Falha ao atualizar status da atividade."),
                },
              )
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function StatusForm(props: {
  atividade: TAtividade;
  busy: boolean;
  onCancel: () => void;
  onSave: (body: { status: TAtividadeStatus; observacao: string }) => void;
}) {
  const [status, setStatus] = useState<TAtividadeStatus>(props.atividade.status);
  const [observacao, setObservacao] = useState(props.atividade.observacoes ?? "");
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave({ status, observacao });
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Status</legend>
        {ATIVIDADE_STATUS.map((s) => (
          <label
            key={s}
            className="flex min-h-10 items-center gap-3 rounded-md border px-3 text-sm has-checked:border-primary has-checked:bg-primary/5"
          >
            <input
              type="radio"
              name="status"
              value={s}
              checked={status === s}
              onChange={() => setStatus(s)}
              className="size-4 accent-primary"
            />
            {ATIVIDADE_STATUS_LABELS[s]}
          </label>
        ))}
        <p className="text-xs text-muted-foreground">
          Concluída registra a data de hoje como data de conclusão; os outros status a removem.
        </p>
      </fieldset>
      <FormField id="atividade-observacao" label="Observação">
        <Textarea
          id="atividade-observacao"
          rows={3}
          maxLength={2000}

          value={observacao}
          onChange={(e) => setObservacao(e.target.value)}
        />
      </FormField>
      <FormActions busy={props.busy} onCancel={props.onCancel} />
    </form>
  );
}
