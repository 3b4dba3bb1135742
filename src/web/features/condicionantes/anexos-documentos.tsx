import { useId, useState } from "react";
import { RefreshCw } from "lucide-react";
import type { TCondicionanteDetalhe } from "@/shared/schemas/condicionantes";
import { Button } from "@/web/components/ui/button";
import { notify } from "@/web/lib/notify";
import { useReavaliarStatus } from "./anexos-api";
import { DocumentosList } from "./anexos-documento";
import { AnexarButton } from "./anexos-upload";

/**
 * The condition's own documents (outside any proof): attach with the 'Condicionante cumprida'
 * flag applied to the upload, the list, and 'Reavaliar Status', which applies the flag rule
 * over every document of the condition again.
 */
export function DocumentosSection({ condicionante }: { condicionante: TCondicionanteDetalhe }) {
  const headingId = useId();
  const cumpridaId = useId();
  const [cumprida, setCumprida] = useState(false);
  const reavaliar = useReavaliarStatus();
  const { documentos } = condicionante;

  const onReavaliar = () =>
    reavaliar.mutate(condicionante.id, {
      onSuccess: () => notify.success("Status reavaliado"),
      onError: () => notify.error("Não foi possível atualizar o status da condicionante."),
    });

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold">
          {`Documentos da Condicionante (${documentos.length})`}
        </h4>
        <Button type="button" variant="outline" size="sm" disabled={reavaliar.isPending} onClick={onReavaliar}>
          <RefreshCw aria-hidden />
          {reavaliar.isPending ? "Reavaliando..." : "Reavaliar Status"}
        </Button>
      </div>
      <div className="flex flex-wrap items-start gap-4">
        <AnexarButton label="Anexar Documentos" condicionanteId={condicionante.id} condicionanteCumprida={cumprida} />
        <label htmlFor={cumpridaId} className="flex h-9 cursor-pointer items-center gap-2 text-sm">
          <input
            id={cumpridaId}
            type="checkbox"
            className="size-4 accent-primary"
            checked={cumprida}
            onChange={(e) => setCumprida(e.target.checked)}
          />
          Condicionante cumprida
          <span className="sr-only"> (marca os próximos documentos anexados)</span>
        </label>
      </div>
      {documentos.length === 0 && <p className="text-sm text-muted-foreground">Nenhum documento anexado</p>}
      {/* Always mounted: it holds the delete dialog, whose answer arrives after the last document goes. */}
      <DocumentosList label="Documentos da condicionante" documentos={documentos} />
    </section>
  );
}
