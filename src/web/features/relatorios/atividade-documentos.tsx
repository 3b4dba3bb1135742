import { useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Download, FileText, Trash2, Upload } from "lucide-react";
import { formatDataHora } from "@/shared/rules/datas";
import type { TDocumento } from "@/shared/schemas/condicionantes";
import {
  ATIVIDADE_DOCUMENTO_ACCEPT,
  ATIVIDADE_DOCUMENTO_EXTENSOES,
  type TAtividade,
} from "@/shared/schemas/cronograma";
import { openDocumento, DocumentoDeleteDialog } from "@/web/components/documento-actions";
import { UploadProgress } from "@/web/components/upload-progress";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api";
import { notify } from "@/web/lib/notify";
import { usePodeExcluirDocumentos } from "@/web/lib/empresa";
import { arquivoProblem, formatBytes, type TUploadState } from "@/web/lib/upload";
import { documentosQueryOptions, fetchDocumentoLink, useDeleteDocumento, useUploadDocumento } from "./api";

const HINT = "PDF, DOC, DOCX, XLS, XLSX, JPG, PNG — até 10MB";

/** An activity's documents, opened under its row: download, delete, and one upload at a time. */
export function AtividadeDocumentos({ id, atividade }: { id: string; atividade: TAtividade }) {
  const docs = useQuery(documentosQueryOptions(atividade.id));
  const [deleting, setDeleting] = useState<TDocumento | null>(null);
  const remove = useDeleteDocumento();
  const podeExcluir = usePodeExcluirDocumentos();

  return (
    <section
      id={id}
      aria-label={`Documentos de ${atividade.titulo}`}
      className="mt-2 rounded-md border bg-muted/30 p-3"
    >
      {docs.isPending ? (
        <p className="text-sm text-muted-foreground">Carregando documentos...</p>
      ) : docs.isError ? (
        <p className="text-sm text-destructive">Falha ao carregar documentos.</p>
      ) : docs.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhum documento anexado.</p>
      ) : (
        <ul className="grid gap-1.5">
          {docs.data.map((doc) => (
            <li key={doc.id} className="flex min-w-0 items-center gap-2 text-sm">
              <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1">
                <span className="block truncate" title={doc.nome}>
                  {doc.nome}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {formatBytes(doc.fileSize)} · {formatDataHora(doc.createdAt)}
                </span>
              </span>
              <Button
                variant="outline"
                size="icon"
                className="size-9 shrink-0"
                aria-label={`Baixar ${doc.nome}`}
                title="Baixar"
                onClick={() => openDocumento(() => fetchDocumentoLink(doc.id), "Falha ao baixar documento.")}
              >
                <Download aria-hidden />
              </Button>
              {podeExcluir && (
                <Button
                  variant="outline"
                  size="icon"
                  className="size-9 shrink-0 text-destructive"
                  aria-label={`Excluir ${doc.nome}`}
                  title="Excluir"
                  onClick={() => setDeleting(doc)}
                >
                  <Trash2 aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <EnviarDocumento atividade={atividade} />
      <DocumentoDeleteDialog
        documento={deleting}
        busy={remove.isPending}
        remove={(doc, handlers) => remove.mutate(doc.id, handlers)}
        errorText={(err) => `Erro ao excluir documento: ${err.message}`}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}

/** One file per upload (part 2 §5), checked here for type and size before it is sent. */
function EnviarDocumento({ atividade }: { atividade: TAtividade }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocumento();
  const [progress, setProgress] = useState<TUploadState | null>(null);

  const enviar = (file: File) => {
    const problema = arquivoProblem(file, ATIVIDADE_DOCUMENTO_EXTENSOES);
    if (problema) {
      notify.error(`Falha ao enviar documento. ${problema}.`);
      return;
    }
    const state = { file: file.name, index: 1, total: 1 };
    setProgress({ ...state, percent: 0 });
    upload.mutate(
      { atividadeId: atividade.id, file, onProgress: (f) => setProgress({ ...state, percent: Math.round(f * 100) }) },
      {
        onSuccess: () => notify.success("Documento enviado com sucesso!"),
        onError: (err) =>
          notify.error(
            err instanceof ApiError && err.status
              ? `Falha ao enviar documento. ${err.message}`
              : "Falha ao enviar documento.",
          ),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <div className="mt-3 grid gap-2 border-t pt-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={upload.isPending}
          aria-label={`Enviar documento para ${atividade.titulo}`}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden />
          {upload.isPending ? "Enviando..." : "Enviar documento"}
        </Button>
        <span className="text-xs text-muted-foreground">{HINT}</span>
        <input
          ref={input}
          type="file"
          hidden
          tabIndex={-1}
          accept={ATIVIDADE_DOCUMENTO_ACCEPT}
          aria-label={`Arquivo para ${atividade.titulo}`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) enviar(file);
          }}
        />
      </div>
      {progress && <UploadProgress state={progress} />}
    </div>
  );
}
