import { notify } from "@/web/lib/notify";
import { ExclusaoDialog } from "@/web/components/exclusao-dialog";
import { useDeleteEmpreendimento } from "./api";
import { acaoErrorText } from "@/web/lib/api";

/**
 * Asks before putting a project in the bin. A project with licences cannot be deleted: the
 * dialog says how many it has before anyone confirms (the server refuses it anyway).
 */
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
    <ExclusaoDialog
      registro={props.open ? { id: props.empreendimento.id, titulo: props.empreendimento.nome } : null}
      tipo="empreendimento"
      title="Excluir Empreendimento"
      verbo="excluir"
      confirmLabel="Excluir"
      busy={remove.isPending}
      onConfirm={onConfirm}
      onClose={() => props.onOpenChange(false)}
    />
  );
}
