import { Power, PowerOff, UserCog } from "lucide-react";
import { ROLE_LABELS } from "@/shared/schemas/admin";
import type { TUsuario } from "@/shared/schemas/usuarios";
import { formatDate } from "@/web/lib/format";
import { Badge } from "@/web/components/ui/badge";
import { CellText, DataList, type TColumn } from "@/web/components/data-list";
import type { TRowAction } from "@/web/components/row-actions";

export const papelLabel = (u: TUsuario) => u.roles.map((r) => ROLE_LABELS[r] ?? r).join(", ") || "-";
const empresaLabel = (u: TUsuario) => (u.companyId ? "Vinculado" : "Sem empresa");

function Status({ ativo }: { ativo: boolean }) {
  return ativo ? (
    <Badge className="border-transparent bg-green-100 text-green-900">Ativo</Badge>
  ) : (
    <Badge variant="secondary">Inativo</Badge>
  );
}

// Widths for a 942-px box (1280 px, sidebar open); narrower boxes lose the date, then the company.
const COLUMNS: TColumn<TUsuario>[] = [
  {
    header: "Nome",
    className: "font-medium",
    cell: (u) => (
      <>
        <CellText text={u.fullName || u.email} />
        {u.fullName && <CellText text={u.email} className="text-xs font-normal text-muted-foreground" />}
      </>
    ),
  },
  { header: "Função", width: "w-[9.5rem]", cell: (u) => papelLabel(u) },
  { header: "Data de Cadastro", width: "w-[8.5rem]", from: "2xl", cell: (u) => formatDate(u.createdAt) },
  { header: "Empresa", width: "w-[7rem]", from: "xl", cell: (u) => empresaLabel(u) },
  { header: "Status", width: "w-[5.5rem]", cell: (u) => <Status ativo={u.ativo} /> },
];

/**
 * The company's users. `canChange` is who may act on a row (the company's admins, not on
 * themselves nor on the super-administrator); the server refuses the rest anyway.
 */
export function UsuariosTable(props: {
  items: TUsuario[] | undefined;
  isPending: boolean;
  isError: boolean;
  canChange: ((u: TUsuario) => boolean) | null;
  onPapel: (u: TUsuario) => void;
  onAtivo: (u: TUsuario) => void;
}) {
  const { canChange } = props;
  const actions = (u: TUsuario): TRowAction[] => {
    const name = u.fullName || u.email;
    const disabled = !canChange?.(u);
    return [
      {
        label: "Alterar função",
        ariaLabel: `Alterar função de ${name}`,
        icon: UserCog,
        disabled,
        onSelect: () => props.onPapel(u),
      },
      u.ativo
        ? {
            label: "Desativar",
            ariaLabel: `Desativar ${name}`,
            icon: PowerOff,
            destructive: true,
            disabled,
            onSelect: () => props.onAtivo(u),
          }
        : { label: "Reativar", ariaLabel: `Reativar ${name}`, icon: Power, disabled, onSelect: () => props.onAtivo(u) },
    ];
  };
  return (
    <DataList
      label="Usuários"
      items={props.items}
      rowKey={(u) => u.id}
      isPending={props.isPending}
      isError={props.isError}
      messages={{
        loading: "Carregando usuários...",
        error: "Erro ao carregar usuários",
        empty: "Nenhum usuário encontrado",
      }}
      columns={COLUMNS}
      actions={
        canChange
          ? {
              label: (u) => `Ações de ${u.fullName || u.email}`,
              items: actions,
              display: "buttons",
              width: "w-[6.5rem]",
            }
          : undefined
      }
      card={(u) => ({
        title: u.fullName || u.email,
        subtitle: u.fullName ? u.email : undefined,
        badge: <Status ativo={u.ativo} />,
        fields: [
          { label: "Função", value: papelLabel(u) },
          { label: "Cadastro", value: formatDate(u.createdAt) },
          { label: "Empresa", value: empresaLabel(u) },
        ],
      })}
    />
  );
}
