import { useId, useState } from "react";
import { Plus, Trash2 } from "lucide-react";
import type { TComprovacao, TCondicionanteDetalhe } from "@/shared/schemas/condicionantes";
import { formatIsoDate } from "@/shared/rules/datas";
import { ComprovacaoExclusaoDialog } from "@/web/components/comprovacao-exclusao-dialog";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";
import { useDeleteComprovacao } from "./anexos-api";
import { ComprovacaoStatusSelect } from "./comprovacao-status-select";
import { DESTAQUE, useDestaque } from "./destaque";
import { ComprovacaoForm } from "./anexos-comprovacao-form";
import { DocumentosList } from "./anexos-documento";
import { AnexarButton } from "./anexos-upload";
import { MotivoRejeicao, PortalOrigem, RevisaoAcoes } from "./revisao-portal";

/**
 * 'Histórico de Comprovações': the proofs by delivery date (as the server orders them), and the
 * add form. `destaque` is a proof to scroll to and mark (a scheduled delivery a link points at).
 */
export function ComprovacoesSection({
  condicionante,
  destaque,
}: {
  condicionante: TCondicionanteDetalhe;
  destaque?: string | null;
}) {
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TComprovacao | null>(null);
  const { comprovacoes } = condicionante;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold">
          {`Histórico de Comprovações (${comprovacoes.length})`}
        </h4>
        {!adding && (
          <Button type="button" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            Adicionar Comprovação
          </Button>
        )}
      </div>
      {adding && <ComprovacaoForm condicionanteId={condicionante.id} onDone={() => setAdding(false)} />}
      {comprovacoes.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma comprovação registrada</p>
      ) : (
        <ul aria-label="Comprovações" className="grid gap-2">
          {comprovacoes.map((c) => (
            <ComprovacaoItem
              key={c.id}
              comprovacao={c}
              condicionanteId={condicionante.id}
              destacada={c.id === destaque}
              onDelete={() => setDeleting(c)}
            />
          ))}
        </ul>
      )}
      <ComprovacaoDeleteDialog comprovacao={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function ComprovacaoItem(props: {
  comprovacao: TComprovacao;
  condicionanteId: string;
  destacada: boolean;
  onDelete: () => void;
}) {
  const { comprovacao: c } = props;
  const data = formatIsoDate(c.dataEntrega);
  const ref = useDestaque<HTMLLIElement>(props.destacada);
  // A proof from the portal is reviewed ('Aprovar' / 'Rejeitar'), not set by the status select.
  const doPortal = c.origem === "portal";
  const emAnalise = doPortal && c.statusComprovacao === "em_analise";
  return (
    <li
      ref={ref}
      aria-label={`Comprovação de ${data}`}
      className={cn(
        "grid gap-2 rounded-md border p-3",
        emAnalise && "border-blue-300 bg-blue-50/40",
        props.destacada && DESTAQUE,
      )}
    >
      {doPortal && <PortalOrigem comprovacao={c} />}
      <div className="flex flex-wrap items-center gap-3">
        <p className="flex-1 text-sm">
          <span className="text-muted-foreground">Data de entrega: </span>
          <span className="font-medium">{data}</span>
        </p>
        {emAnalise ? (
          <RevisaoAcoes comprovacao={c} data={data} />
        ) : (
          !doPortal && <ComprovacaoStatusSelect comprovacao={c} label={`Status da comprovação de ${data}`} />
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="text-destructive"
          aria-label={`Excluir comprovação de ${data}`}
          onClick={props.onDelete}
        >
          <Trash2 aria-hidden />
          Excluir
        </Button>
      </div>
      {c.observacoes && <p className="whitespace-pre-wrap text-sm">{c.observacoes}</p>}
      {c.motivoRejeicao && <MotivoRejeicao motivo={c.motivoRejeicao} />}
      <DocumentosList label={`Documentos da comprovação de ${data}`} documentos={c.documentos} />
      <AnexarButton
        label="Anexar arquivos"
        ariaLabel={`Anexar arquivos à comprovação de ${data}`}
        condicionanteId={props.condicionanteId}
        comprovacaoId={c.id}
      />
    </li>
  );
}

/** Deleting a proof takes its documents (rows and files) with it. */
function ComprovacaoDeleteDialog(props: { comprovacao: TComprovacao | null; onClose: () => void }) {
  return (
    <ComprovacaoExclusaoDialog
      comprovacao={props.comprovacao}
      excluir={useDeleteComprovacao()}
      sucesso="Comprovação deletada com sucesso!"
      erro={() => "Erro ao deletar comprovação"}
      onClose={props.onClose}
    />
  );
}
