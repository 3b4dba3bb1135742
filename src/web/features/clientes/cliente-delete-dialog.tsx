import type { TCliente } from "@/shared/schemas/clientes";
import { notify } from "@/web/lib/notify";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { clienteErrorText, useDeleteCliente } from "./api";

/** 'Confirmar Exclusão' for one client (null: closed). A refused delete leaves the client as it was. */
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
    <ConfirmDialog
      open={cliente !== null}
      title="Confirmar Exclusão"
      confirmLabel="Deletar"
      busy={remove.isPending}
      onConfirm={onConfirm}
      onClose={props.onClose}
    >
      Tem certeza que deseja deletar o cliente {cliente?.nome}? Esta acao nao pode ser desfeita.
    </ConfirmDialog>
  );
}
