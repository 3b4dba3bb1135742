import { useState } from "react";
import { Eye, FileText, Trash2 } from "lucide-react";
import type { TLicencaDocumento } from "@/shared/schemas/licencas";
import { formatDate } from "@/web/lib/format";
import { formatBytes } from "@/web/lib/upload";
import { openDocumento, DocumentoDeleteDialog } from "@/web/components/documento-actions";
import { Button } from "@/web/components/ui/button";
import { fetchDocumentoLink, useDeleteDocumento } from "./api";
import { VisivelPortalSwitch } from "./visivel-portal-switch";
import { LicencaDocumentosUpload } from "./licenca-documentos-upload";
import { acaoErrorText } from "@/web/lib/api";
import { usePodeExcluirDocumentos } from "@/web/lib/empresa";

/** The documents tab: each file with its date and size, to view or delete, and more to upload. */
export function LicencaDocumentos({ licencaId, documentos }: { licencaId: string; documentos: TLicencaDocumento[] }) {
  const [deleting, setDeleting] = useState<TLicencaDocumento | null>(null);
  const remove = useDeleteDocumento();
  const podeExcluir = usePodeExcluirDocumentos();
  return (
    <div className="grid gap-4">
      {documentos.length === 0 && <p className="py-6 text-center text-muted-foreground">Nenhum documento anexado</p>}
      <ul aria-label="Documentos da licença" className="divide-y rounded-md border empty:hidden">
        {documentos.map((doc) => (
          <li key={doc.id} className="flex flex-wrap items-center gap-3 p-3">
            <FileText aria-hidden className="size-5 shrink-0 text-muted-foreground" />
            {/* A name never narrower than 10rem: on a phone the buttons wrap below it instead. */}
            <div className="min-w-0 flex-1 basis-40">
              <p className="truncate font-medium" title={doc.nome}>
                {doc.nome}
              </p>
              <p className="text-xs text-muted-foreground">
                {formatDate(doc.createdAt)} · {formatBytes(doc.fileSize)}
              </p>
            </div>
            <VisivelPortalSwitch licencaId={licencaId} documento={doc} />
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                aria-label={`Visualizar ${doc.nome}`}
                onClick={() =>
                  void openDocumento(() => fetchDocumentoLink(licencaId, doc.id), "Erro ao gerar link de visualização")
                }
              >
                <Eye aria-hidden />
                Visualizar
              </Button>
              {podeExcluir && (
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
              )}
            </div>
          </li>
        ))}
      </ul>
      {/* Stays mounted when the last document goes, so the answer's toasts still show. */}
      <DocumentoDeleteDialog
        documento={deleting}
        busy={remove.isPending}
        remove={(doc, handlers) => remove.mutate({ licencaId, docId: doc.id }, handlers)}
        errorText={(err) => acaoErrorText("excluir documento", err)}
        onClose={() => setDeleting(null)}
      />
      <LicencaDocumentosUpload licencaId={licencaId} />
    </div>
  );
}
