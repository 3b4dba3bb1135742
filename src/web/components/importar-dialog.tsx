import { useRef, useState } from "react";
import { Download, FileUp, Upload } from "lucide-react";
import {
  IMPORTACAO_MAX_BYTES,
  IMPORTACAO_NOMES,
  importadosTexto,
  type TImportarPrevia,
  type TTipoImportacao,
} from "@/shared/schemas/importar";
import { acaoErrorText } from "@/web/lib/api";
import { ImportacaoRecusada, modeloUrl, previaImportacao, useConfirmarImportacao } from "@/web/lib/importar-api";
import { notify } from "@/web/lib/notify";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { ImportarPrevia, resumoPrevia } from "./importar-previa";

/** 'Importar' beside a list's 'Novo': opens the spreadsheet import of that list's records. */
export function ImportarButton({ tipo }: { tipo: TTipoImportacao }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload />
        Importar
      </Button>
      {open && <ImportarDialog tipo={tipo} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Template → choose the file → preview (nothing saved) → 'Importar N registros', enabled only
 * without errors. The confirmation sends the same file again; the server checks it anew.
 */
function ImportarDialog({ tipo, onClose }: { tipo: TTipoImportacao; onClose(): void }) {
  const nomes = IMPORTACAO_NOMES[tipo];
  const input = useRef<HTMLInputElement>(null);
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [previa, setPrevia] = useState<TImportarPrevia | null>(null);
  const [lendo, setLendo] = useState(false);
  const confirmar = useConfirmarImportacao(tipo);

  const escolher = async (file: File | undefined) => {
    if (input.current) input.current.value = ""; // the same file, fixed, may be chosen again
    if (!file) return;
    if (file.size > IMPORTACAO_MAX_BYTES) return notify.error("A planilha excede o limite de 5 MB.");
    setLendo(true);
    try {
      setPrevia(await previaImportacao(tipo, file));
      setArquivo(file);
    } catch (err) {
      setPrevia(null);
      setArquivo(null);
      notify.error(acaoErrorText("ler a planilha", err));
    } finally {
      setLendo(false);
    }
  };

  const importar = async () => {
    if (!arquivo) return;
    try {
      const r = await confirmar.mutateAsync(arquivo);
      notify.success(importadosTexto(r.importados));
      onClose();
    } catch (err) {
      if (err instanceof ImportacaoRecusada) setPrevia(err.previa);
      notify.error(acaoErrorText("importar", err));
    }
  };

  const podeImportar = previa !== null && previa.comErros === 0 && previa.novos > 0 && !confirmar.isPending;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Importar {nomes.plural}</DialogTitle>
          <DialogDescription>
            Baixe o modelo, preencha uma linha por registro e envie a planilha (.xlsx ou .csv, até 5.000 linhas e 5 MB).
            Nada é gravado até você confirmar.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={modeloUrl(tipo, "xlsx")} download>
              <Download />
              Baixar modelo (.xlsx)
            </a>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <a href={modeloUrl(tipo, "csv")} download>
              <Download />
              Baixar modelo (.csv)
            </a>
          </Button>
        </div>
        <div className="space-y-1">
          <input
            ref={input}
            id={`importar-${tipo}`}
            type="file"
            accept=".xlsx,.csv"
            className="sr-only"
            aria-label="Planilha para importar"
            onChange={(e) => void escolher(e.target.files?.[0])}
          />
          <Button type="button" variant="secondary" disabled={lendo} onClick={() => input.current?.click()}>
            <FileUp />
            {lendo ? "Lendo a planilha…" : arquivo ? "Escolher outra planilha" : "Escolher planilha"}
          </Button>
          {arquivo && <p className="break-all text-sm text-muted-foreground">{arquivo.name}</p>}
        </div>
        {previa && (
          <div className="space-y-2">
            <p role="status" className="text-sm font-medium">
              {resumoPrevia(previa)}
            </p>
            {previa.comErros > 0 && (
              <p className="text-sm text-red-700">Corrija as linhas com erros na planilha e escolha-a de novo.</p>
            )}
            <ImportarPrevia previa={previa} />
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button disabled={!podeImportar} onClick={() => void importar()}>
            {confirmar.isPending
              ? "Importando…"
              : `Importar ${previa?.novos ?? 0} ${previa?.novos === 1 ? "registro" : "registros"}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
