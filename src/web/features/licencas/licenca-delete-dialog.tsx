import type { TLicenca } from "@/shared/schemas/licencas";
import { notify } from "@/web/lib/notify";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { useDeleteLicenca } from "./api";
import { acaoErrorText } from "@/web/lib/api";

/** What goes with the licence: its documents, rows and files. */
function anexos(count: number) {
  if (count === 0) return "";
  if (count === 1) return " O documento anexado também será excluído.";
  return ` Os ${count} documentos anexados também serão excluídos.`;
}

/** 'Excluir Licença' (null: closed). A refused delete leaves the licence as it was. */
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
    <ConfirmDialog
      open={licenca !== null}
      title="Excluir Licença"
      confirmLabel="Excluir"
      busy={remove.isPending}
      onConfirm={onConfirm}
      onClose={props.onClose}
    >
      Tem certeza que deseja excluir a licença {licenca?.numero}?{anexos(licenca?.documentosCount ?? 0)} Esta ação não
      pode ser desfeita.
    </ConfirmDialog>
  );
}
