import { Link } from "react-router";
import { Pencil, Trash2, UserPlus } from "lucide-react";
import type { TCliente } from "@/shared/schemas/clientes";
import { formatDocumento } from "@/shared/rules/documento";
import { formatTelefone } from "@/shared/rules/telefone";
import { formatDate } from "@/web/lib/format";
import { Badge } from "@/web/components/ui/badge";
import { CellText, DataList, type TColumn } from "@/web/components/data-list";
import type { TRowAction } from "@/web/components/row-actions";

const Inativo = () => <Badge variant="secondary">Inativo</Badge>;

// Widths for a 942-px box (1280 px, sidebar open); at 686 px (1024 px) the date gives way.
const COLUMNS: TColumn<TCliente>[] = [
  {
    header: "Nome/Razão Social",
    className: "font-medium",
    cell: (c) => (
      <span className="flex min-w-0 items-center gap-2">
        <Link to={`/clientes/${c.id}`} className="min-w-0 hover:underline">
          <CellText text={c.nome} lines={2} />
        </Link>
        {c.situacao === "inativo" && <Inativo />}
      </span>
    ),
  },
  {
    header: "CNPJ/CPF",
    width: "w-[10.5rem]",
    from: "xl",
    className: "whitespace-nowrap",
    cell: (c) => formatDocumento(c.cnpj) || "-",
  },
  { header: "E-mail", from: "2xl", cell: (c) => <CellText text={c.email} /> },
  {
    header: "Telefone",
    width: "w-[8.5rem]",
    from: "3xl",
    className: "whitespace-nowrap",
    cell: (c) => formatTelefone(c.telefone) || "-",
  },
  { header: "Data de Cadastro", width: "w-[8.5rem]", from: "4xl", cell: (c) => formatDate(c.createdAt) },
];

/** The clients list of §2.7: one page from the server, '-' for empty cells. */
export function ClientesTable(props: {
  items: TCliente[] | undefined;
  isPending: boolean;
  isError: boolean;
  onEdit: (cliente: TCliente) => void;
  onDelete: (cliente: TCliente) => void;
  onConvidar: (cliente: TCliente) => void;
}) {
  const actions = (c: TCliente): TRowAction[] => [
    {
      label: "Convidar para o portal",
      ariaLabel: `Convidar para o portal de ${c.nome}`,
      icon: UserPlus,
      onSelect: () => props.onConvidar(c),
    },
    { label: "Editar", ariaLabel: `Editar ${c.nome}`, icon: Pencil, onSelect: () => props.onEdit(c) },
    {
      label: "Deletar",
      ariaLabel: `Deletar ${c.nome}`,
      icon: Trash2,
      destructive: true,
      onSelect: () => props.onDelete(c),
    },
  ];
  return (
    <DataList
      label="Clientes"
      items={props.items}
      rowKey={(c) => c.id}
      isPending={props.isPending}
      isError={props.isError}
      messages={{
        loading: "Carregando clientes...",
        error: "Erro ao carregar clientes",
        empty: "Nenhum cliente encontrado",
      }}
      columns={COLUMNS}
      actions={{ label: (c) => `Ações de ${c.nome}`, items: actions, display: "buttons", width: "w-[9rem]" }}
      card={(c) => ({
        title: (
          <Link to={`/clientes/${c.id}`} className="hover:underline">
            {c.nome}
          </Link>
        ),
        subtitle: formatDocumento(c.cnpj) || undefined,
        badge: c.situacao === "inativo" ? <Inativo /> : undefined,
        fields: [
          { label: "E-mail", value: c.email || "-" },
          { label: "Telefone", value: formatTelefone(c.telefone) || "-" },
          { label: "Cadastro", value: formatDate(c.createdAt) },
        ],
      })}
    />
  );
}
