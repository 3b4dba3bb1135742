import { useState } from "react";
import { Eye, FileText, Trash2 } from "lucide-react";
import { formatIsoDate } from "@/shared/rules/datas";
import type { TObrigacaoComprovacao } from "@/shared/schemas/obrigacoes";
import { ComprovacaoExclusaoDialog } from "@/web/components/comprovacao-exclusao-dialog";
import { DocumentoDeleteDialog, openDocumento } from "@/web/components/documento-actions";
import {
  ComprovacaoStatusBadge,
  MotivoRejeicao,
  PortalOrigem,
  RevisaoAcoes,
} from "@/web/components/revisao-comprovacao";
import { Button } from "@/web/components/ui/button";
import { acaoErrorText } from "@/web/lib/api";
import { formatBytes } from "@/web/lib/upload";
import { cn } from "@/web/lib/utils";
import { usePodeExcluirDocumentos } from "@/web/lib/empresa";
import {
  fetchDocumentoLink,
  proximoVencimento,
  useAprovarComprovacao,
  useDeleteComprovacao,
  useDeleteDocumento,
  useRejeitarComprovacao,
} from "./api";

type TArquivo = TObrigacaoComprovacao["documentos"][number];

/**
 * A due date's proofs, oldest delivery first: each with its date, status, origin, observations,
 * files to open (or delete one, where the company lets its people delete documents), the
 * rejection's reason, 'Aprovar'/'Rejeitar' while a portal proof awaits review, and 'Excluir'.
 */
export function ComprovacoesList({ label, comprovacoes }: { label: string; comprovacoes: TObrigacaoComprovacao[] }) {
  const [excluindo, setExcluindo] = useState<TObrigacaoComprovacao | null>(null);
  const [arquivo, setArquivo] = useState<TArquivo | null>(null);
  const removeArquivo = useDeleteDocumento();
  return (
    <>
      {comprovacoes.length > 0 && (
        <ul aria-label={label} className="grid min-w-0 gap-2">
          {comprovacoes.map((c) => (
            <ComprovacaoItem key={c.id} comprovacao={c} onDelete={() => setExcluindo(c)} onDeleteArquivo={setArquivo} />
          ))}
        </ul>
      )}
      {/* Stays mounted when the last proof goes, so the answer's toasts still show. */}
      <ExcluirDialog comprovacao={excluindo} onClose={() => setExcluindo(null)} />
      <DocumentoDeleteDialog
        documento={arquivo}
        busy={removeArquivo.isPending}
        remove={(doc, handlers) => removeArquivo.mutate(doc.id, handlers)}
        errorText={(err) => acaoErrorText("excluir documento", err)}
        onClose={() => setArquivo(null)}
      />
    </>
  );
}

function ComprovacaoItem({
  comprovacao: c,
  onDelete,
  onDeleteArquivo,
}: {
  comprovacao: TObrigacaoComprovacao;
  onDelete: () => void;
  onDeleteArquivo: (arquivo: TArquivo) => void;
}) {
  const podeExcluir = usePodeExcluirDocumentos();
  const data = formatIsoDate(c.dataEntrega);
  const doPortal = c.origem === "portal";
  const emAnalise = doPortal && c.statusComprovacao === "em_analise";
  return (
    <li
      aria-label={`Comprovação de ${data}`}
      className={cn(
        "grid min-w-0 gap-2 rounded-md border bg-muted/30 p-3",
        emAnalise && "border-blue-300 bg-blue-50/40",
      )}
    >
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1">
          <span className="text-muted-foreground">Comprovação de </span>
          <span className="font-medium">{data}</span>
        </span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="text-destructive"
          aria-label={`Excluir comprovação de ${data}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden />
          <span className="max-sm:sr-only">Excluir</span>
        </Button>
      </div>
      {doPortal ? (
        <PortalOrigem comprovacao={c} />
      ) : (
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <ComprovacaoStatusBadge status={c.statusComprovacao} />
          <span className="text-muted-foreground">Registrada pela equipe</span>
        </div>
      )}
      {c.observacoes && <p className="whitespace-pre-wrap break-words">{c.observacoes}</p>}
      {c.motivoRejeicao && <MotivoRejeicao motivo={c.motivoRejeicao} />}
      {c.documentos.length > 0 && (
        <ul
          aria-label={`Arquivos da comprovação de ${data}`}
          className="min-w-0 divide-y rounded-md border bg-background"
        >
          {c.documentos.map((d) => (
            <li key={d.id} className="flex items-center gap-2 px-3 py-2">
              <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate" title={d.nome}>
                {d.nome}
              </span>
              <span className="shrink-0 text-xs text-muted-foreground">{formatBytes(d.fileSize)}</span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Visualizar ${d.nome}`}
                onClick={() => void openDocumento(() => fetchDocumentoLink(d.id))}
              >
                <Eye aria-hidden />
                <span className="max-sm:sr-only">Visualizar</span>
              </Button>
              {podeExcluir && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="text-destructive"
                  aria-label={`Excluir ${d.nome}`}
                  onClick={() => onDeleteArquivo(d)}
                >
                  <Trash2 aria-hidden />
                  <span className="max-sm:sr-only">Excluir</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {emAnalise && <Revisao comprovacao={c} data={data} />}
    </li>
  );
}

function Revisao({ comprovacao, data }: { comprovacao: TObrigacaoComprovacao; data: string }) {
  const aprovar = useAprovarComprovacao();
  const rejeitar = useRejeitarComprovacao();
  return (
    <RevisaoAcoes
      data={data}
      aprovando={aprovar.isPending}
      rejeitando={rejeitar.isPending}
      aprovar={() =>
        aprovar.mutateAsync(comprovacao.id).then((detalhe) => {
          const proximo = proximoVencimento(detalhe);
          return proximo
            ? `Comprovação aprovada. Vencimento cumprido; próximo: ${formatIsoDate(proximo)}.`
            : "Comprovação aprovada. Vencimento cumprido.";
        })
      }
      rejeitar={(motivo) => rejeitar.mutateAsync({ id: comprovacao.id, motivo })}
    />
  );
}

/** Deleting a proof takes its files (rows and stored files) with it. */
function ExcluirDialog(props: { comprovacao: TObrigacaoComprovacao | null; onClose: () => void }) {
  return (
    <ComprovacaoExclusaoDialog
      comprovacao={props.comprovacao}
      excluir={useDeleteComprovacao()}
      sucesso="Comprovação excluída com sucesso!"
      erro={(err) => acaoErrorText("excluir a comprovação", err)}
      onClose={props.onClose}
    />
  );
}
