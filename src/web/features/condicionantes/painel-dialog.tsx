import { useState } from "react";
import { useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { ClipboardList, FileUp, Plus } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { ResponsavelSelect } from "@/web/components/responsavel-select";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { notify } from "@/web/lib/notify";
import { useLoadErrorToast } from "@/web/components/list-controls";
import { condicionantesDaLicencaQueryOptions } from "./api";
import { CondicionanteCard } from "./painel-card";
import { PainelNovaDialog } from "./painel-nova-dialog";
import { ImportarPdfDialog } from "./importar-pdf-dialog";

/** The panel's responsible filter in the licences screen's URL (its own name: the list has filters too). */
const RESPONSAVEL_PARAM = "condicionantesResponsavel";

/**
 * 'Condicionantes do Documento': the full-screen panel of one licence's conditions (null:
 * closed). The licence's number, client and project come with the list, so a link opens it.
 */
export function CondicionantesPainel({ licencaId, onClose }: { licencaId: string | null; onClose: () => void }) {
  // `?condicionante=` (and `&entrega=`) point at one condition (and one of its scheduled
  // deliveries): the conditions screen's 'Ver Licença' and the calendar's events link there.
  const [params, setParams] = useSearchParams();
  const foco = params.get("condicionante");
  const entregaFoco = params.get("entrega");
  // The panel's 'Responsável' filter, in the URL beside the licences list's own filters.
  const responsavel = params.get(RESPONSAVEL_PARAM) ?? "";
  const setResponsavel = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(RESPONSAVEL_PARAM, value);
        else next.delete(RESPONSAVEL_PARAM);
        return next;
      },
      { replace: true },
    );
  const query = useQuery({
    ...condicionantesDaLicencaQueryOptions(licencaId ?? "", responsavel),
    enabled: licencaId !== null,
  });
  useLoadErrorToast(query, () => notify.error("Erro ao carregar condicionantes"));
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const licenca = query.data?.licenca;
  const items = query.data?.items ?? [];

  return (
    <Dialog open={licencaId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="left-0 top-0 h-dvh max-h-dvh w-screen max-w-none translate-x-0 translate-y-0 content-start rounded-none border-0 p-4 sm:max-w-none sm:p-8">
        <DialogHeader className="pr-8">
          <p className="text-sm font-medium uppercase tracking-wide text-muted-foreground">
            Condicionantes do Documento
          </p>
          <DialogTitle className="text-2xl font-bold">
            {licenca ? `Condicionantes - Licença ${licenca.numero || "S/N"}` : "Condicionantes da licença"}
          </DialogTitle>
          <DialogDescription asChild>
            <div className="space-y-0.5">
              <p>
                <span className="font-medium text-foreground">Empresa:</span> {licenca?.empresa ?? "-"}
              </p>
              <p>
                <span className="font-medium text-foreground">Empreendimento:</span> {licenca?.empreendimento ?? "-"}
              </p>
            </div>
          </DialogDescription>
        </DialogHeader>

        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 className="text-lg font-semibold">
            {query.isSuccess ? `Condicionantes (${items.length})` : "Condicionantes"}
          </h3>
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid w-full gap-1 sm:w-56">
              <Label htmlFor="painel-responsavel">Responsável</Label>
              <ResponsavelSelect
                id="painel-responsavel"
                modo="filtro"
                // A link opening the panel paints from the licences' and the panel's calls.
                adiar
                value={responsavel}
                onChange={setResponsavel}
              />
            </div>
            <Button type="button" variant="outline" onClick={() => setImporting(true)} disabled={!query.isSuccess}>
              <FileUp aria-hidden />
              Importar do PDF
            </Button>
            <Button type="button" onClick={() => setCreating(true)} disabled={!query.isSuccess}>
              <Plus aria-hidden />
              Nova Condicionante
            </Button>
          </div>
        </div>

        {query.isPending ? (
          <p className="py-10 text-center text-muted-foreground">Carregando condicionantes...</p>
        ) : query.isError ? (
          <p className="py-10 text-center text-muted-foreground">Não foi possível carregar as condicionantes.</p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
            <ClipboardList aria-hidden className="size-10 text-muted-foreground" />
            {responsavel ? (
              <p className="font-medium">Nenhuma condicionante deste responsável nesta licença</p>
            ) : (
              <>
                <p className="font-medium">Nenhuma condicionante cadastrada</p>
                <p className="text-sm text-muted-foreground">
                  Cadastre as obrigações desta licença e seus prazos, ou importe-as do PDF da licença.
                </p>
              </>
            )}
          </div>
        ) : (
          <ul aria-label="Condicionantes da licença" className="grid gap-3">
            {items.map((c) => (
              <CondicionanteCard
                key={c.id}
                condicionante={c}
                destacada={c.id === foco}
                entregaDestacada={c.id === foco ? entregaFoco : null}
              />
            ))}
          </ul>
        )}

        {licencaId && <PainelNovaDialog licencaId={licencaId} open={creating} onOpenChange={setCreating} />}
        {licenca && <ImportarPdfDialog licenca={licenca} open={importing} onOpenChange={setImporting} />}
      </DialogContent>
    </Dialog>
  );
}
