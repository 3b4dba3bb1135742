import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { useCreateCondicionante } from "./api";
import { CondicionanteForm } from "./painel-form";

/** The panel's 'Nova Condicionante': name, description, status and deadline for this licence. */
export function PainelNovaDialog(props: { licencaId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateCondicionante();
  // While saving the dialog stays open, so the answer (and any field refused) is never lost.
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={props.open} onOpenChange={(next) => (next || !busy) && props.onOpenChange(next)}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Nova Condicionante</DialogTitle>
          <DialogDescription>Campos marcados com * são obrigatórios.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts empty. */}
        {props.open && (
          <CondicionanteForm
            idPrefix="nova-condicionante"
            submitLabel="Criar Condicionante"
            onSubmit={async (body) => {
              setBusy(true);
              try {
                await create.mutateAsync({ licencaId: props.licencaId, body });
                props.onOpenChange(false);
              } finally {
                setBusy(false);
              }
            }}
            onCancel={() => props.onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
