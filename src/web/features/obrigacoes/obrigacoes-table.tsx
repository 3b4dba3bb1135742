import { CircleCheck, Eye, Trash2 } from "lucide-react";
import type { TObrigacaoItem } from "@/shared/schemas/obrigacoes";
import { formatIsoDate } from "@/shared/rules/datas";
import { CellText, DataList, type TColumn } from "@/web/components/data-list";
import type { TRowAction } from "@/web/components/row-actions";
import { ObrigacaoStatusBadge } from "@/web/components/obrigacao-status-badge";

// Widths for a 942-px box (1280 px, sidebar open); at 686 px (1024 px) the agency and the rule
// move under the title.
const COLUMNS: TColumn<TObrigacaoItem>[] = [
  {
    header: "Título",
    cell: (o) => (
      <>
        <CellText text={o.titulo} lines={2} className="font-medium" />
        <span className="block text-xs text-muted-foreground @3xl:hidden">
          <CellText text={o.orgao} />
        </span>
        <span className="block text-xs text-muted-foreground @4xl:hidden">
          <CellText text={o.recorrencia} />
        </span>
      </>
    ),
  },
  {
    header: "Empreendedor / Empreendimento",
    cell: (o) => (
      <>
        <CellText text={o.cliente.nome} />
        {o.empreendimento && (
          <span className="block text-xs text-muted-foreground">
            <CellText text={o.empreendimento.nome} />
          </span>
        )}
      </>
    ),
  },
  { header: "Órgão", width: "w-[6.5rem]", from: "3xl", cell: (o) => <CellText text={o.orgao} /> },
  { header: "Vencimento", width: "w-[6.5rem]", cell: (o) => formatIsoDate(o.dataVencimento) },
  { header: "Status", width: "w-[7.5rem]", cell: (o) => <ObrigacaoStatusBadge status={o.status} /> },
  {
    header: "Recorrência",
    from: "4xl",
    cell: (o) => <CellText text={o.recorrencia} lines={2} className="text-muted-foreground" />,
  },
];

/** One page of due dates, the nearest first; a met one can only be seen, or its obligation deleted. */
export function ObrigacoesTable(props: {
  items: TObrigacaoItem[] | undefined;
  isPending: boolean;
  isError: boolean;
  onOpen: (item: TObrigacaoItem) => void;
  onComplete: (item: TObrigacaoItem) => void;
  onDelete: (item: TObrigacaoItem) => void;
}) {
  const actions = (o: TObrigacaoItem): TRowAction[] => [
    {
      label: "Ver detalhes",
      ariaLabel: `Ver detalhes de ${o.titulo}`,
      icon: Eye,
      onSelect: () => props.onOpen(o),
    },
    {
      label: "Marcar como cumprida",
      ariaLabel: `Marcar como cumprida: ${o.titulo}`,
      icon: CircleCheck,
      disabled: o.status === "cumprida",
      onSelect: () => props.onComplete(o),
    },
    {
      // The row is one due date; the obligation goes with all of them, as the confirmation says.
      label: "Deletar",
      ariaLabel: `Deletar a obrigação ${o.titulo}`,
      icon: Trash2,
      destructive: true,
      onSelect: () => props.onDelete(o),
    },
  ];
  return (
    <DataList
      label="Obrigações"
      items={props.items}
      rowKey={(o) => o.id}
      isPending={props.isPending}
      isError={props.isError}
      messages={{
        loading: "Carregando obrigações...",
        error: "Erro ao carregar obrigações",
        empty: "Nenhuma obrigação encontrada",
      }}
      columns={COLUMNS}
      actions={{
        label: (o) => `Ações da obrigação ${o.titulo}`,
        items: actions,
        display: "buttons",
        width: "w-[8.5rem]",
      }}
      card={(o) => ({
        title: o.titulo,
        subtitle: [o.cliente.nome, o.empreendimento?.nome].filter(Boolean).join(" · "),
        badge: <ObrigacaoStatusBadge status={o.status} />,
        fields: [
          { label: "Vencimento", value: formatIsoDate(o.dataVencimento) },
          { label: "Órgão", value: o.orgao },
          { label: "Recorrência", value: o.recorrencia },
        ],
      })}
    />
  );
}
