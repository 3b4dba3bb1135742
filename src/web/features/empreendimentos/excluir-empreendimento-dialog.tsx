import { notify } from "@/web/lib/notify";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { useDeleteEmpreendimento } from "./api";
import { acaoErrorText } from "@/web/lib/api";

/** Asks before deleting a project; the server refuses (409) while it still has licences. */
export function ExcluirEmpreendimentoDialog(props: {
  empreendimento: { id: string; nome: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteEmpreendimento();
  const onConfirm = () =>
    remove.mutate(props.empreendimento.id, {
      onSuccess: () => {
        notify.success("Empreendimento excluído com sucesso!");
        props.onDeleted();
      },
      onError: (err) => {
        notify.error(acaoErrorText("excluir empreendimento", err));
        props.onOpenChange(false);
      },
    });

  return (
    <ConfirmDialog
      open={props.open}
      title="Excluir Empreendimento"
      confirmLabel="Excluir"
      busy={remove.isPending}
      onConfirm={onConfirm}
      onClose={() => props.onOpenChange(false)}
    >
      Tem certeza que deseja excluir o empreendimento {props.empreendimento.nome}? Esta ação não pode ser desfeita.
    </ConfirmDialog>
  );
}
