import { useState } from "react";
import { ChevronDown, ChevronRight, ListChecks, Paperclip, Pencil, Plus, Trash2 } from "lucide-react";
import { formatIsoDate } from "@/shared/rules/datas";
import type { TAtividade, TRelatorio } from "@/shared/schemas/cronograma";
import { CellText, DataList, ListFrame } from "@/web/components/data-list";
import { ExclusaoDialog } from "@/web/components/exclusao-dialog";
import { ExportarMenu } from "@/web/components/exportar-menu";
import { Button } from "@/web/components/ui/button";
import { notify } from "@/web/lib/notify";
import { nomeDoResponsavel } from "@/web/lib/responsavel";
import { ResponsavelSelect } from "@/web/components/responsavel-select";
import { Label } from "@/web/components/ui/label";
import { useDeleteAtividade } from "./api";
import { AtividadeDocumentos } from "./atividade-documentos";
import { AtividadeFormDialog } from "./atividade-form-dialog";
import { AtividadeStatusDialog } from "./atividade-status-dialog";
import { AtividadeStatusBadge } from "./status-badges";

/**
 * The project's schedule: create, edit, change status, delete, each activity's documents, and a
 * 'Responsável' filter (in the URL, applied by the server to the schedule and its counts).
 */
export function AtividadesTab({
  relatorio,
  isError,
  responsavel,
  onResponsavel,
}: {
  relatorio: TRelatorio;
  isError: boolean;
  responsavel: string;
  onResponsavel: (responsavel: string) => void;
}) {
  const empreendimentoId = relatorio.empreendimento.id;
  // undefined: closed; null: a new activity; an activity: editing it.
  const [editing, setEditing] = useState<TAtividade | null | undefined>(undefined);
  const [mudandoStatus, setMudandoStatus] = useState<TAtividade | null>(null);
  const [deleting, setDeleting] = useState<TAtividade | null>(null);
  const [abertas, setAbertas] = useState<ReadonlySet<string>>(new Set());
  const remove = useDeleteAtividade();

  const alternar = (id: string) =>
    setAbertas((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const documentosButton = (a: TAtividade) => {
    const aberta = abertas.has(a.id);
    const Icon = aberta ? ChevronDown : ChevronRight;
    return (
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2 h-8 px-2"
        aria-expanded={aberta}
        aria-controls={`documentos-${a.id}`}
        aria-label={`Documentos de ${a.titulo} (${a.documentosCount})`}
        onClick={() => alternar(a.id)}
      >
        <Icon aria-hidden />
        <Paperclip aria-hidden />
        {a.documentosCount}
      </Button>
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid w-full gap-1 sm:w-64">
          <Label htmlFor="atividades-responsavel">Responsável</Label>
          <ResponsavelSelect
            id="atividades-responsavel"
            modo="filtro"
            // The report and the project choices are the screen's two calls.
            adiar
            value={responsavel}
            onChange={onResponsavel}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The schedule as the report shows it: its period and person. */}
          <ExportarMenu
            caminho={`empreendimentos/${empreendimentoId}/atividades`}
            filtros={{ ...relatorio.periodo, responsavel }}
          />
          <Button onClick={() => setEditing(null)}>
            <Plus aria-hidden /> Nova Atividade
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        Atrasada: não concluída e com o prazo vencido (hoje em {formatIsoDate(relatorio.hoje)}).
      </p>
      <ListFrame>
        <DataList
          label="Atividades do cronograma"
          items={relatorio.atividades}
          rowKey={(a) => a.id}
          isPending={false}
          isError={isError}
          messages={{
            loading: "Carregando atividades...",
            error: "Falha ao carregar atividades.",
            empty: responsavel
              ? "Nenhuma atividade deste responsável no cronograma para o período."
              : "Nenhuma atividade no cronograma para o período.",
          }}
          columns={[
            {
              header: "Título",
              cell: (a) => (
                <div className="min-w-0">
                  <CellText text={a.titulo} className="font-medium" />
                  {a.descricao && <CellText text={a.descricao} className="text-xs text-muted-foreground" />}
                </div>
              ),
            },
            { header: "Prazo", width: "w-28", cell: (a) => formatIsoDate(a.dataPrazo) },
            {
              header: "Responsável",
              width: "w-40",
              from: "xl",
              cell: (a) => <CellText text={nomeDoResponsavel(a.responsavel)} />,
            },
            { header: "Status", width: "w-32", cell: (a) => <AtividadeStatusBadge status={a.statusExibido} /> },
            { header: "Conclusão", width: "w-28", from: "xl", cell: (a) => formatIsoDate(a.dataConclusao) },
            { header: "Documentos", width: "w-32", cell: documentosButton },
          ]}
          actions={{
            label: (a) => `Ações da atividade ${a.titulo}`,
            width: "w-16",
            items: (a) => [
              { label: "Alterar status", icon: ListChecks, onSelect: () => setMudandoStatus(a) },
              { label: "Editar", icon: Pencil, onSelect: () => setEditing(a) },
              { label: "Excluir", icon: Trash2, destructive: true, onSelect: () => setDeleting(a) },
            ],
          }}
          card={(a) => ({
            title: a.titulo,
            subtitle: a.descricao,
            badge: <AtividadeStatusBadge status={a.statusExibido} />,
            fields: [
              { label: "Prazo", value: formatIsoDate(a.dataPrazo) },
              { label: "Responsável", value: nomeDoResponsavel(a.responsavel) },
              ...(a.dataConclusao ? [{ label: "Conclusão", value: formatIsoDate(a.dataConclusao) }] : []),
              { label: "Documentos", value: documentosButton(a) },
            ],
          })}
          detail={(a) => (abertas.has(a.id) ? <AtividadeDocumentos id={`documentos-${a.id}`} atividade={a} /> : null)}
        />
      </ListFrame>

      <AtividadeFormDialog
        empreendimentoId={empreendimentoId}
        atividade={editing}
        onClose={() => setEditing(undefined)}
      />
      <AtividadeStatusDialog atividade={mudandoStatus} onClose={() => setMudandoStatus(null)} />
      <ExclusaoDialog
        registro={deleting && { id: deleting.id, titulo: deleting.titulo }}
        tipo="atividade"
        title="Excluir Atividade"
        verbo="excluir"
        confirmLabel="Excluir"
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => notify.success("Atividade excluída com sucesso!"),
            onError: (err) => notify.error(`Falha ao excluir atividade. ${err.message}`),
            onSettled: () => setDeleting(null),
          })
        }
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
