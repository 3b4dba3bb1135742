import { useRef, useState } from "react";
import { Paperclip } from "lucide-react";
import { DOCUMENTO_ACCEPT } from "@/shared/schemas/uploads";
import { UploadProgress } from "@/web/components/upload-progress";
import { Button } from "@/web/components/ui/button";
import { notify } from "@/web/lib/notify";
import { arquivoProblem, type TUploadState } from "@/web/lib/upload";
import { useUploadDocumentos } from "./anexos-api";

/**
 * Sends files to a condition (or one of its proofs) with a progress state and the spec's toasts:
 * each refused file an 'Aviso' (the others continue), then 'Documentos enviados com sucesso!' /
 * 'Documento enviado com sucesso!', or 'Erro ao enviar documentos' when none was stored.
 * Files that cannot be accepted (type, size) are warned about without being sent.
 */
export function useEnviarDocumentos(condicionanteId: string) {
  const upload = useUploadDocumentos();
  const [progress, setProgress] = useState<TUploadState | null>(null);
  const enviar = async (files: File[], opts: { comprovacaoId?: string; condicionanteCumprida?: boolean } = {}) => {
    const aceitos = files.filter((file) => {
      if (!arquivoProblem(file)) return true;
      notify.warning(`Erro ao fazer upload do arquivo ${file.name}`);
      return false;
    });
    if (aceitos.length === 0) {
      if (files.length > 0) notify.error("Erro ao enviar documentos");
      return 0;
    }
    try {
      const stored = await upload.mutateAsync({ condicionanteId, files: aceitos, onState: setProgress, ...opts });
      if (stored.length === 0) notify.error("Erro ao enviar documentos");
      else notify.success(stored.length > 1 ? "Documentos enviados com sucesso!" : "Documento enviado com sucesso!");
      return stored.length;
    } catch {
      notify.error("Erro ao enviar documentos");
      return 0;
    } finally {
      setProgress(null);
    }
  };
  return { enviar, progress, busy: upload.isPending };
}

/**
 * A visible button that opens a hidden multiple-file chooser; the chosen files are sent at once
 * with a progress bar under the button.
 */
export function AnexarButton(props: {
  label: string;
  /** The accessible name when the visible label alone is ambiguous (several on the screen). */
  ariaLabel?: string;
  condicionanteId: string;
  comprovacaoId?: string;
  condicionanteCumprida?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { enviar, progress, busy } = useEnviarDocumentos(props.condicionanteId);
  return (
    <div className="grid gap-2">
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={props.ariaLabel}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          <Paperclip aria-hidden />
          {busy ? "Enviando..." : props.label}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={DOCUMENTO_ACCEPT}
          tabIndex={-1}
          aria-label={props.ariaLabel ?? props.label}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = ""; // the same file can be chosen again later
            void enviar(files, {
              comprovacaoId: props.comprovacaoId,
              condicionanteCumprida: props.condicionanteCumprida,
            });
          }}
        />
      </div>
      {progress && <UploadProgress state={progress} />}
    </div>
  );
}
