import { useState } from "react";
import { Upload } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { ArquivosField } from "@/web/components/arquivos-field";
import { UploadProgress } from "@/web/components/upload-progress";
import { Button } from "@/web/components/ui/button";
import { notify } from "@/web/lib/notify";
import { arquivoProblem, type TUploadState } from "@/web/lib/upload";
import { licencasKeys } from "./api";
import { uploadDocumentos } from "./upload";

/**
 * The documents tab's own upload: the licence form's file field, then 'Enviar documentos' sends
 * the files one by one with a progress bar (each refused file an 'Aviso', the others continue)
 * and refreshes the tab's list and the licence list's document cell.
 */
export function LicencaDocumentosUpload({ licencaId }: { licencaId: string }) {
  const qc = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<TUploadState | null>(null);
  const [busy, setBusy] = useState(false);

  const enviar = async () => {
    if (files.some((f) => arquivoProblem(f))) return setError("Remova os arquivos marcados antes de enviar.");
    setBusy(true);
    try {
      const stored = await uploadDocumentos(licencaId, files, setProgress);
      if (stored === 0) notify.error("Erro ao enviar documentos");
      else {
        notify.success(stored > 1 ? "Documentos enviados com sucesso!" : "Documento enviado com sucesso!");
        setFiles([]);
      }
    } finally {
      setProgress(null);
      setBusy(false);
      await Promise.all([
        qc.invalidateQueries({ queryKey: licencasKeys.detail(licencaId) }),
        qc.invalidateQueries({ queryKey: licencasKeys.lists }),
      ]);
    }
  };

  return (
    <section aria-label="Enviar documentos" className="flex flex-col gap-3 rounded-md border border-dashed p-3">
      <ArquivosField
        id="licenca-documentos-arquivos"
        label="Adicionar documentos"
        files={files}
        disabled={busy}
        error={error}
        onChange={(next) => {
          setFiles(next);
          setError(undefined);
        }}
      />
      {progress && <UploadProgress state={progress} />}
      <div className="flex justify-end">
        <Button type="button" onClick={() => void enviar()} disabled={busy || files.length === 0}>
          <Upload aria-hidden />
          {busy ? "Enviando..." : "Enviar documentos"}
        </Button>
      </div>
    </section>
  );
}
