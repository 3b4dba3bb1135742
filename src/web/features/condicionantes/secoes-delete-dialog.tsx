import type { TCondicionanteItem } from "@/shared/schemas/condicionantes";
import { ExclusaoDialog } from "@/web/components/exclusao-dialog";
import { notify } from "@/web/lib/notify";
import { erroText, useRemoveCondicionante } from "./secoes-api";
import { tituloCondicionante } from "./secoes-card";

/** 'Remover Condicionante' (null: closed). It goes to the bin with its proofs, deliveries and documents. */
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
    <ExclusaoDialog
      registro={item && { id: item.id, titulo: `"${tituloCondicionante(item)}" da licença ${item.licenca.numero}` }}
      tipo="condicionante"
      title="Remover Condicionante"
      verbo="remover"
      confirmLabel="Remover"
      busy={remove.isPending}
      onConfirm={onConfirm}
      onClose={props.onClose}
    />
  );
}
