import { ListChecks, Trash2 } from "lucide-react";
import type { TChecklist } from "@/shared/schemas/checklists";
import { progressoTexto } from "@/shared/rules/checklist";
import { formatDate } from "@/web/lib/format";
import { CellText, DataList, type TColumn } from "@/web/components/data-list";
import type { TRowAction } from "@/web/components/row-actions";
import { ChecklistStatusBadge } from "./checklist-status-badge";

// Widths for a 942-px box (1280 px, sidebar open); at 686 px (1024 px) the client moves under
// the project and the date gives way.
const COLUMNS: TColumn<TChecklist>[] = [
  { header: "Título", className: "font-medium", cell: (c) => <CellText text={c.titulo} lines={2} /> },
  {
    header: "Empreendimento",
    cell: (c) => (
      <>
        <CellText text={c.empreendimento?.nome ?? "-"} />
        {c.cliente && (
          <span className="block text-xs text-muted-foreground @4xl:hidden">
            <CellText text={c.cliente.nome} />
          </span>
        )}
      </>
    ),
  },
  { header: "Cliente", from: "4xl", cell: (c) => <CellText text={c.cliente?.nome ?? "-"} /> },
  {
    header: "Status",
    width: "w-[7.5rem]",
    cell: (c) => (
      <span className="grid justify-items-start gap-1">
        <ChecklistStatusBadge status={c.status} />
        <span className="text-xs text-muted-foreground">{progressoTexto(c.progresso)}</span>
      </span>
    ),
  },
  { header: "Criado em", width: "w-[7rem]", from: "2xl", cell: (c) => formatDate(c.createdAt) },
];

/** The checklists of part 2's screen: one page from the server. */
export function ChecklistsTable(props: {
  items: TChecklist[] | undefined;
  isPending: boolean;
  isError: boolean;
  onOpen: (checklist: TChecklist) => void;
  onDelete: (checklist: TChecklist) => void;
}) {
  const actions = (c: TChecklist): TRowAction[] => [
    { label: "Itens", ariaLabel: `Itens do checklist ${c.titulo}`, icon: ListChecks, onSelect: () => props.onOpen(c) },
    {
      label: "Deletar",
      ariaLabel: `Deletar o checklist ${c.titulo}`,
      icon: Trash2,
      destructive: true,
      onSelect: () => props.onDelete(c),
    },
  ];
  return (
    <DataList
      label="Checklists"
      items={props.items}
      rowKey={(c) => c.id}
      isPending={props.isPending}
      isError={props.isError}
      messages={{
        loading: "Carregando checklists...",
        error: "Erro ao carregar checklists",
        empty: "Nenhum checklist encontrado",
      }}
      columns={COLUMNS}
      actions={{
        label: (c) => `Ações do checklist ${c.titulo}`,
        items: actions,
        display: "buttons",
        width: "w-[6.5rem]",
      }}
      card={(c) => ({
        title: c.titulo,
        subtitle: [c.empreendimento?.nome, c.cliente?.nome].filter(Boolean).join(" · ") || "Sem empreendimento",
        badge: <ChecklistStatusBadge status={c.status} />,
        fields: [
          { label: "Itens", value: progressoTexto(c.progresso) },
          { label: "Criado em", value: formatDate(c.createdAt) },
        ],
      })}
    />
  );
}
