import { Eye } from "lucide-react";
import type { TEmpreendimento } from "@/shared/schemas/empreendimentos";
import { Badge } from "@/web/components/ui/badge";
import { CellText, DataList, type TColumn } from "@/web/components/data-list";

const local = (e: TEmpreendimento) => [e.municipio, e.estado].filter(Boolean).join(" - ") || "-";

// Widths for a 942-px box (1280 px, sidebar open); narrower boxes lose the state, then the city.
const COLUMNS: TColumn<TEmpreendimento>[] = [
  { header: "Nome do Empreendedor", cell: (e) => <CellText text={e.clienteNome ?? "Não informado"} lines={2} /> },
  {
    header: "Nome do Empreendimento",
    className: "font-medium",
    cell: (e) => <CellText text={e.nome} lines={2} />,
  },
  {
    header: "Atividade",
    from: "xl",
    cell: (e) =>
      e.atividade ? (
        <Badge variant="secondary" className="max-w-full rounded-md" title={e.atividade}>
          <span className="line-clamp-2 break-words">{e.atividade}</span>
        </Badge>
      ) : (
        "-"
      ),
  },
  { header: "Cidade", width: "w-[9rem]", from: "2xl", cell: (e) => <CellText text={e.municipio} /> },
  { header: "Estado", width: "w-[4.5rem]", from: "3xl", cell: (e) => e.estado ?? "-" },
];

/** One page of the company's projects; 'Ver Detalhes' opens the project's page. */
export function EmpreendimentosTable(props: {
  items: TEmpreendimento[] | undefined;
  isPending: boolean;
  isError: boolean;
}) {
  return (
    <DataList
      label="Empreendimentos"
      items={props.items}
      rowKey={(e) => e.id}
      isPending={props.isPending}
      isError={props.isError}
      messages={{
        loading: "Carregando empreendimentos...",
        error: "Não foi possível carregar os empreendimentos.",
        empty: "Nenhum empreendimento encontrado",
      }}
      columns={COLUMNS}
      actions={{
        label: (e) => `Ações de ${e.nome}`,
        items: (e) => [{ label: "Ver Detalhes", icon: Eye, to: `/empreendimentos/${e.id}` }],
        width: "w-[4rem]",
      }}
      card={(e) => ({
        title: e.nome,
        subtitle: e.clienteNome ?? "Não informado",
        badge: e.atividade ? <Badge variant="secondary">{e.atividade}</Badge> : undefined,
        fields: [{ label: "Local", value: local(e) }],
      })}
    />
  );
}
