import type { TChecklist } from "@/shared/schemas/checklists";
import { notify } from "@/web/lib/notify";
import { ExclusaoDialog } from "@/web/components/exclusao-dialog";
import { checklistErrorText, useDeleteChecklist } from "./api";

/** 'Confirmar Exclusão' of one checklist (null: closed): it goes to the bin with its items. */
export function ChecklistDeleteDialog(props: { checklist: TChecklist | null; onClose: () => void }) {
  const remove = useDeleteChecklist();
  const { checklist } = props;

  const onConfirm = () => {
    if (!checklist) return;
    remove.mutate(checklist.id, {
      onSuccess: () => notify.success("Checklist removido com sucesso!"),
      onError: (err) => notify.error(checklistErrorText("Erro ao deletar checklist", err)),
      onSettled: () => props.onClose(),
    });
  };

  return (
    <ExclusaoDialog
      registro={checklist && { id: checklist.id, titulo: checklist.titulo }}
      tipo="checklist"
      title="Confirmar Exclusão"
      verbo="deletar"
      confirmLabel="Deletar"
      busy={remove.isPending}
      onConfirm={onConfirm}
      onClose={props.onClose}
    />
  );
}
