import { useQuery } from "@tanstack/react-query";
import { ROLE_LABELS, type TApprovedUser } from "@/shared/schemas/admin";
import { isSuperAdmin } from "@/shared/rules/gate";
import { useMe } from "@/web/lib/auth";
import { formatDocumento } from "@/shared/rules/documento";
import { formatDate } from "@/web/lib/format";
import { notify } from "@/web/lib/notify";
import { cn } from "@/web/lib/utils";
import { Badge } from "@/web/components/ui/badge";
import { Pagination } from "@/web/components/ui/pagination";
import { CellText, DataList, type TColumn } from "@/web/components/data-list";
import { approvedUsersQueryOptions } from "./api";
import { PAGE_SIZE, useClampPage, useLoadErrorToast } from "@/web/components/list-controls";
import { SearchField } from "@/web/components/search-field";
import { useUrlState } from "@/web/lib/use-url-state";
import { ZPageQuerySchema } from "@/shared/schemas/paging";

const LOAD_FAILED = "Erro ao carregar usuários aprovados.";

// The spec styles these three roles apart from the others.
const ROLE_STYLES: Record<string, string> = {
  super_admin: "border-transparent bg-purple-100 text-purple-900",
  admin: "border-transparent bg-blue-100 text-blue-900",
  moderator: "border-transparent bg-amber-100 text-amber-900",
};

function Papeis({ roles }: { roles: string[] }) {
  if (roles.length === 0) return <span>-</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <Badge key={role} variant="secondary" className={cn(ROLE_STYLES[role])}>
          {ROLE_LABELS[role] ?? role}
        </Badge>
      ))}
    </span>
  );
}

// Widths for a 942-px box (1280 px, sidebar open); narrower boxes lose the date, then the company.
const COLUMNS: TColumn<TApprovedUser>[] = [
  { header: "Nome", className: "font-medium", cell: (u) => <CellText text={u.fullName} lines={2} /> },
  { header: "E-mail", cell: (u) => <CellText text={u.email} /> },
  {
    header: "Empresa",
    from: "2xl",
    cell: (u) => (
      <>
        <CellText text={u.companyName} />
        {u.companyCnpj && <div className="text-xs text-muted-foreground">{formatDocumento(u.companyCnpj)}</div>}
      </>
    ),
  },
  { header: "Papel", width: "w-[10rem]", cell: (u) => <Papeis roles={u.roles} /> },
  { header: "Data de Cadastro", width: "w-[8.5rem]", from: "3xl", cell: (u) => formatDate(u.createdAt) },
];

export function UsersTab() {
  const { values, set } = useUrlState(ZPageQuerySchema);
  const { q, page } = values;
  const setPage = (p: number) => set({ page: p });
  // A new search starts again on the first page; typing replaces the history entry.
  const setQ = (text: string) => set({ q: text }, true);
  const { data: me } = useMe();
  const query = useQuery(approvedUsersQueryOptions({ q, page, pageSize: PAGE_SIZE }, isSuperAdmin(me?.roles ?? [])));
  useClampPage(query.data?.total, page, setPage);
  useLoadErrorToast(query, () => notify.warning(LOAD_FAILED));

  return (
    <div className="grid grid-cols-1 gap-4">
      <SearchField
        hideLabel
        className="w-full max-w-sm"
        id="users-search"
        label="Buscar usuários"
        placeholder="Buscar por nome, e-mail ou empresa"
        value={q}
        onSearch={setQ}
      />
      <DataList
        label="Usuários"
        items={query.data?.items}
        rowKey={(u) => u.id}
        isPending={query.isPending}
        isError={query.isError}
        messages={{ loading: "Carregando...", error: LOAD_FAILED, empty: "Nenhum usuário encontrado." }}
        columns={COLUMNS}
        card={(u) => ({
          title: u.fullName || u.email,
          subtitle: u.fullName ? u.email : undefined,
          badge: <Papeis roles={u.roles} />,
          fields: [
            { label: "Empresa", value: u.companyName },
            { label: "Cadastro", value: formatDate(u.createdAt) },
          ],
        })}
      />
      <Pagination
        nome={{ um: "usuário", varios: "usuários" }}
        page={page}
        pageSize={PAGE_SIZE}
        total={query.data?.total ?? 0}
        onPage={setPage}
      />
    </div>
  );
}
