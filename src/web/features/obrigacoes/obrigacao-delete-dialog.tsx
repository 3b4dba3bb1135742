import { ExclusaoDialog } from "@/web/components/exclusao-dialog";
import { acaoErrorText } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { useDeleteObrigacao } from "./api";

/**
 * 'Confirmar Exclusão' of one obligation (null: closed): it goes to the bin with its due dates,
 * their proofs and its documents, as the confirmation counts them.
 */
export function ObrigacaoDeleteDialog(props: {
  obrigacao: { id: string; titulo: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteObrigacao();
  const { obrigacao } = props;

  const onConfirm = () => {
    if (!obrigacao) return;
    remove.mutate(obrigacao.id, {
      onSuccess: () => {
        notify.success("Obrigação removida com sucesso!");
        props.onDeleted?.();
      },
      onError: (err) => notify.error(acaoErrorText("deletar a obrigação", err)),
      onSettled: () => props.onClose(),
    });
  };

  return (
    <ExclusaoDialog
      registro={obrigacao}
      tipo="obrigacao"
      title="Confirmar Exclusão"
      verbo="deletar"
      confirmLabel="Deletar"
      busy={remove.isPending}
      onConfirm={onConfirm}
      onClose={props.onClose}
    />
  );
}
