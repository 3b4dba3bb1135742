import type { TCondicionanteItem } from "@/shared/schemas/condicionantes";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { notify } from "@/web/lib/notify";
import { erroText, useRemoveCondicionante } from "./secoes-api";
import { tituloCondicionante } from "./secoes-card";

/** 'Remover Condicionante' (null: closed). Its proofs and documents go with it, files included. */
export function SecaoDeleteDialog(props: { item: TCondicionanteItem | null; onClose: () => void }) {
  const remove = useRemoveCondicionante();
  const { item } = props;

  const onConfirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => notify.success("Condicionante removida"),
      onError: (err) => notify.error(erroText("remover condicionante", err)),
      onSettled: () => props.onClose(),
    });
  };

  return (
    <ConfirmDialog
      open={item !== null}
      title="Remover Condicionante"
      confirmLabel="Remover"
      busy={remove.isPending}
      onConfirm={onConfirm}
      onClose={props.onClose}
    >
      {`Tem certeza que deseja remover a condicionante "${item ? tituloCondicionante(item) : ""}" da licença ${
        item?.licenca.numero ?? ""
      }? As comprovações e os documentos anexados também serão excluídos. Esta ação não pode ser desfeita.`}
    </ConfirmDialog>
  );
}
