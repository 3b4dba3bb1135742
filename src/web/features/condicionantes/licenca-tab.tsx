import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ClipboardList, FileUp } from "lucide-react";
import { condicionanteStatusLabel } from "@/shared/rules/condicionantes";
import { formatIsoDate } from "@/shared/rules/datas";
import { Button } from "@/web/components/ui/button";
import { condicionantesDaLicencaQueryOptions } from "./api";
import { ImportarPdfDialog } from "./importar-pdf-dialog";

/** The details' 'Condicionantes' tab: the licence's conditions read-only, and the way to the panel. */
export function LicencaCondicionantesTab({ licencaId, onOpenPainel }: { licencaId: string; onOpenPainel: () => void }) {
  const query = useQuery(condicionantesDaLicencaQueryOptions(licencaId));
  const items = query.data?.items ?? [];
  const [importing, setImporting] = useState(false);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {query.isSuccess
            ? items.length === 1
              ? "1 condicionante nesta licença."
              : `${items.length} condicionantes nesta licença.`
            : query.isError
              ? "Não foi possível carregar as condicionantes."
              : "Carregando condicionantes..."}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => setImporting(true)}
            disabled={!query.isSuccess}
          >
            <FileUp aria-hidden />
            Importar do PDF
          </Button>
          <Button type="button" size="sm" onClick={onOpenPainel}>
            <ClipboardList aria-hidden />
            Gerenciar Condicionantes
          </Button>
        </div>
      </div>
      {query.data && <ImportarPdfDialog licenca={query.data.licenca} open={importing} onOpenChange={setImporting} />}
      {items.length > 0 && (
        <ul aria-label="Condicionantes da licença" className="divide-y rounded-md border">
          {items.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
              <span className="min-w-0 flex-1 break-words font-medium">{c.nome ?? c.descricao}</span>
              <span>
                <span className="text-muted-foreground">Status: </span>
                {condicionanteStatusLabel(c.status, c.aprovada)}
              </span>
              <span>
                <span className="text-muted-foreground">Prazo: </span>
                {formatIsoDate(c.dataPrazo)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
