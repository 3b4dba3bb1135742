import type { TCliente } from "@/shared/schemas/clientes";
import { notify } from "@/web/lib/notify";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { clienteErrorText, useDeleteCliente } from "./api";

/** 'Confirmar Exclusao' for one client (null: closed). A refused delete leaves the client as it was. */
export function ClienteDeleteDialog(props: { cliente: TCliente | null; onClose: () => void; onDeleted?: () => void }) {
  const remove = useDeleteCliente();
  const { cliente } = props;

  const onConfirm = () => {
    if (!cliente) return;
    remove.mutate(cliente.id, {
      onSuccess: () => {
        notify.success("Cliente deletado com sucesso!");
        props.onDeleted?.();
      },
      onError: (err) => notify.error(clienteErrorText("deletar", err)),
      onSettled: () => props.onClose(),
    });
  };

  return (
    <Dialog open={cliente !== null} onOpenChange={(open) => !open && !remove.isPending && props.onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Confirmar Exclusao</DialogTitle>
          <DialogDescription>
            Tem certeza que deseja deletar o cliente {cliente?.nome}? Esta acao nao pode ser desfeita.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={remove.isPending} onClick={props.onClose}>
            Cancelar
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={onConfirm}>
            Deletar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
