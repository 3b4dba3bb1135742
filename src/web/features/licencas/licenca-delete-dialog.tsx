import type { TLicenca } from "@/shared/schemas/licencas";
import { notify } from "@/web/lib/notify";
import { ExclusaoDialog } from "@/web/components/exclusao-dialog";
import { useDeleteLicenca } from "./api";
import { acaoErrorText } from "@/web/lib/api";

/**
 * 'Excluir Licença' (null: closed). The licence goes to the bin with its conditions, deliveries
 * and documents, and the dialog says how many of each; a refused delete leaves it as it was.
 */
export function LicencaDeleteDialog(props: { licenca: TLicenca | null; onClose: () => void }) {
  const remove = useDeleteLicenca();
  const { licenca } = props;

  const onConfirm = () => {
    if (!licenca) return;
    remove.mutate(licenca.id, {
      onSuccess: () => notify.success("Licença excluída com sucesso!"),
      onError: (err) => notify.error(acaoErrorText("excluir licença", err)),
      onSettled: () => props.onClose(),
    });
  };

  return (
    <ExclusaoDialog
      registro={licenca && { id: licenca.id, titulo: licenca.numero }}
      tipo="licenca"
      title="Excluir Licença"
      verbo="excluir"
      confirmLabel="Excluir"
      busy={remove.isPending}
      onConfirm={onConfirm}
      onClose={props.onClose}
    />
  );
}
