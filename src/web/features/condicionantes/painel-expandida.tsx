import { useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Copy, Pencil, Trash2 } from "lucide-react";
import { condicionanteStatusLabel } from "@/shared/rules/condicionantes";
import { PERIODICIDADE_LABELS } from "@/shared/rules/periodicidade";
import { formatIsoDate } from "@/shared/rules/datas";
import type { TCondicionante } from "@/shared/schemas/condicionantes";
import { ExclusaoDialog } from "@/web/components/exclusao-dialog";
import { HistoricoSecao } from "@/web/components/historico";
import { Button } from "@/web/components/ui/button";
import { formatDate } from "@/web/lib/format";
import { notify } from "@/web/lib/notify";
import { useLoadErrorToast } from "@/web/components/list-controls";
import { condicionanteQueryOptions, useCopyCondicionante, useDeleteCondicionante, useUpdateCondicionante } from "./api";
import { CondicionanteAnexos } from "./anexos-section";
import { CondicionanteForm } from "./painel-form";
import { EntregaInfo } from "./status-condicionante";

/** An open card: details or the inline edit form, copy and delete, then proofs and documents. */
export function CondicionanteExpandida({
  condicionante: c,
  titulo,
  entregaDestacada = null,
}: {
  condicionante: TCondicionante;
  titulo: string;
  entregaDestacada?: string | null;
}) {
  const detalhe = useQuery(condicionanteQueryOptions(c.id));
  useLoadErrorToast(detalhe, () => notify.error("Erro ao carregar comprovações"));
  const update = useUpdateCondicionante();
  const copy = useCopyCondicionante();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  return (
    <div className="grid gap-6 p-4 sm:pl-11">
      {editing ? (
        <CondicionanteForm
          idPrefix={`editar-${c.id}`}
          condicionante={c}
          submitLabel="Salvar"
          // The approval is the switch's business: the form keeps the flag as it is now.
          onSubmit={(body) =>
            update.mutateAsync({ id: c.id, body: { ...body, aprovada: c.aprovada } }).then(() => setEditing(false))
          }
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Detalhes condicionante={c} />
      )}
      {!editing && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            Editar
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={copy.isPending} onClick={() => copy.mutate(c.id)}>
            <Copy aria-hidden />
            {copy.isPending ? "Copiando..." : "Copiar"}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="text-destructive"
            onClick={() => setDeleting(true)}
          >
            <Trash2 aria-hidden />
            Deletar
          </Button>
        </div>
      )}
      {detalhe.data ? (
        <CondicionanteAnexos condicionante={detalhe.data} destaque={entregaDestacada} />
      ) : (
        <p className="text-sm text-muted-foreground">
          {detalhe.isError ? "Não foi possível carregar as comprovações." : "Carregando comprovações..."}
        </p>
      )}
      <HistoricoSecao tabela="condicionantes" id={c.id} />
      <DeleteDialog condicionante={c} titulo={titulo} open={deleting} onClose={() => setDeleting(false)} />
    </div>
  );
}

function Detalhes({ condicionante: c }: { condicionante: TCondicionante }) {
  const p = c.periodicidade;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Item label="Nome">{c.nome}</Item>
      <Item label="Status">{condicionanteStatusLabel(c.status, c.aprovada)}</Item>
      <Item label="Descrição" wide>
        <span className="whitespace-pre-line">{c.descricao}</span>
      </Item>
      <Item label="Prazo">{c.dataPrazo && formatIsoDate(c.dataPrazo)}</Item>
      <Item label="Data de entrega">
        {c.dataEntrega && <EntregaInfo dataEntrega={c.dataEntrega} dataPrazo={c.dataPrazo} />}
      </Item>
      <Item label="Aprovada em">{c.aprovada && c.dataAprovacao && formatDate(c.dataAprovacao)}</Item>
      <Item label="Periodicidade">
        {p &&
          `${PERIODICIDADE_LABELS[p.tipo]} (a cada ${p.intervalo === 1 ? "1 mês" : `${p.intervalo} meses`}), ` +
            `de ${formatIsoDate(p.dataInicio)} a ${formatIsoDate(p.dataFim)}`}
      </Item>
      <Item label="Entregas agendadas">
        {c.entregasAgendadas > 0 && `${c.entregasAgendadas} a fazer, a próxima em ${formatIsoDate(c.proximaEntrega)}`}
      </Item>
    </dl>
  );
}

/** One labelled value; '-' when empty. */
function Item({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "space-y-1 sm:col-span-2 lg:col-span-3" : "space-y-1"}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words text-sm font-medium">{children || "-"}</dd>
    </div>
  );
}

function DeleteDialog(props: { condicionante: TCondicionante; titulo: string; open: boolean; onClose: () => void }) {
  const remove = useDeleteCondicionante();
  return (
    <ExclusaoDialog
      registro={props.open ? { id: props.condicionante.id, titulo: `"${props.titulo}"` } : null}
      tipo="condicionante"
      title="Deletar Condicionante"
      verbo="deletar"
      confirmLabel="Deletar"
      busy={remove.isPending}
      onConfirm={() => remove.mutate(props.condicionante.id, { onSettled: props.onClose })}
      onClose={props.onClose}
    />
  );
}
