import type { TCliente } from "@/shared/schemas/clientes";
import { notify } from "@/web/lib/notify";
import { ExclusaoDialog } from "@/web/components/exclusao-dialog";
import { clienteErrorText, useDeleteCliente } from "./api";

/**
 * 'Confirmar Exclusão' for one client (null: closed). It goes to the bin; a client with projects
 * cannot be deleted, and the dialog says so before anyone confirms.
 */
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
    <ExclusaoDialog
      registro={cliente && { id: cliente.id, titulo: cliente.nome }}
      tipo="cliente"
      title="Confirmar Exclusão"
      verbo="deletar"
      confirmLabel="Deletar"
      busy={remove.isPending}
      onConfirm={onConfirm}
      onClose={props.onClose}
    />
  );
}
