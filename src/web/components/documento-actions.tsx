import { notify } from "@/web/lib/notify";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import type { TDocumentoRemovido } from "@/shared/schemas/common";

/**
 * Opens a stored document through a signed link in a new tab (licences' and conditions' alike).
 * The tab opens on the click itself, so popup blockers let it through, and receives the link
 * when the server answers.
 */
export async function openDocumento(
  fetchLink: () => Promise<{ url: string }>,
  // Part 2 §8: licences name the failed link apart ('Erro ao gerar link de visualização').
  linkErrorText = "Erro ao visualizar documento",
) {
  const win = window.open("", "_blank");
  try {
    if (win) win.document.title = "Carregando documento...";
    let url: string;
    try {
      url = new URL((await fetchLink()).url, window.location.href).href;
    } catch {
      win?.close();
      notify.error(linkErrorText);
      return;
    }
    if (win) {
      win.opener = null;
      win.location.href = url;
    } else window.open(url, "_blank", "noopener");
  } catch {
    win?.close();
    notify.error("Erro ao visualizar documento");
  }
}

export interface TDeleteHandlers {
  onSuccess: (answer: TDocumentoRemovido) => void;
  onError: (err: Error) => void;
  onSettled: () => void;
}

/** 'Confirmar Exclusão' of a document: the row goes first, then the stored file. */
export function DocumentoDeleteDialog<T extends { nome: string }>(props: {
  documento: T | null;
  busy: boolean;
  remove: (documento: T, handlers: TDeleteHandlers) => void;
  errorText: (err: Error) => string;
  onClose: () => void;
}) {
  const { documento } = props;
  const onConfirm = () => {
    if (!documento) return;
    props.remove(documento, {
      onSuccess: ({ arquivoRemovido }) => {
        notify.success("Documento excluído com sucesso");
        if (!arquivoRemovido) notify.warning("Aviso: Arquivo excluído do banco, mas pode permanecer no storage");
      },
      onError: (err) => notify.error(props.errorText(err)),
      onSettled: props.onClose,
    });
  };
  return (
    <ConfirmDialog
      open={documento !== null}
      title="Confirmar Exclusão"
      confirmLabel="Excluir"
      busy={props.busy}
      onConfirm={onConfirm}
      onClose={props.onClose}
    >
      Tem certeza que deseja excluir o documento {documento?.nome}? Esta ação não pode ser desfeita.
    </ConfirmDialog>
  );
}
