import { useState } from "react";
import { Eye, FileText, Trash2 } from "lucide-react";
import type { TLicencaDocumento } from "@/shared/schemas/licencas";
import { formatDate } from "@/web/lib/format";
import { notify } from "@/web/lib/notify";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { fetchDocumentoLink, acaoErrorText, useDeleteDocumento } from "./api";

const number = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${number.format(size / 1024)} KB`;
  return `${number.format(size / (1024 * 1024))} MB`;
}

/**
 * Opens a document through a signed link in a new tab. The tab opens on the click itself, so
 * popup blockers let it through, and receives the link when the server answers.
 */
async function visualizar(licencaId: string, doc: TLicencaDocumento) {
  const win = window.open("", "_blank");
  try {
    if (win) win.document.title = "Carregando documento...";
    let url: string;
    try {
      url = new URL((await fetchDocumentoLink(licencaId, doc.id)).url, window.location.href).href;
    } catch {
      win?.close();
      notify.error("Erro ao gerar link de visualização");
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

/** The documents tab: each file with its date and size, to view or delete. */
export function LicencaDocumentos({ licencaId, documentos }: { licencaId: string; documentos: TLicencaDocumento[] }) {
  const [deleting, setDeleting] = useState<TLicencaDocumento | null>(null);
  return (
    <>
      {documentos.length === 0 && <p className="py-6 text-center text-muted-foreground">Nenhum documento anexado</p>}
      <ul aria-label="Documentos da licença" className="divide-y rounded-md border empty:hidden">
        {documentos.map((doc) => (
          <li key={doc.id} className="flex flex-wrap items-center gap-3 p-3">
            <FileText aria-hidden className="size-5 shrink-0 text-muted-foreground" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium" title={doc.nome}>
                {doc.nome}
              </p>
              <p className="text-xs text-muted-foreground">
                {formatDate(doc.createdAt)} · {formatBytes(doc.fileSize)}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                aria-label={`Visualizar ${doc.nome}`}
                onClick={() => void visualizar(licencaId, doc)}
              >
                <Eye aria-hidden />
                Visualizar
              </Button>
              <Button
                variant="outline"
                size="sm"
                className="text-destructive"
                aria-label={`Excluir ${doc.nome}`}
                onClick={() => setDeleting(doc)}
              >
                <Trash2 aria-hidden />
                Excluir
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {/* Stays mounted when the last document goes, so the answer's toasts still show. */}
      <DocumentoDeleteDialog licencaId={licencaId} documento={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

/** 'Confirmar Exclusão': the row goes first, then the stored file. */
function DocumentoDeleteDialog(props: { licencaId: string; documento: TLicencaDocumento | null; onClose: () => void }) {
  const remove = useDeleteDocumento();
  const { documento } = props;

  const onConfirm = () => {
    if (!documento) return;
    remove.mutate(
      { licencaId: props.licencaId, docId: documento.id },
      {
        onSuccess: ({ arquivoRemovido }) => {
          notify.success("Documento excluído com sucesso");
          if (!arquivoRemovido) notify.warning("Aviso: Arquivo excluído do banco, mas pode permanecer no storage");
        },
        onError: (err) => notify.error(acaoErrorText("excluir documento", err)),
        onSettled: () => props.onClose(),
      },
    );
  };

  return (
    <ConfirmDialog
      open={documento !== null}
      title="Confirmar Exclusão"
      confirmLabel="Excluir"
      busy={remove.isPending}
      onConfirm={onConfirm}
      onClose={props.onClose}
    >
      Tem certeza que deseja excluir o documento {documento?.nome}? Esta ação não pode ser desfeita.
    </ConfirmDialog>
  );
}
